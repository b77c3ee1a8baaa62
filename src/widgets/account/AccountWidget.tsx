/**
 * The account widget: the sign-in form (email, password, remember me) with the failure's text
 * in an alert, and the signed-in state with the language choice and sign out.
 */
import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { errorText } from '../../api/error-text';
import { EMAIL_LENGTH } from '../../forms/email';
import { PASSWORD_MAX } from '../../api/site-users';
import type { Messages } from '../../i18n/messages';
import type { SessionStore } from '../../store/session-state';
import type { AccountOptions } from './options';

interface Props {
  session: SessionStore;
  messages: Messages;
  options: AccountOptions;
  /** After a sign-in or sign-out went through. */
  onChanged: () => void;
  /** The language the page shows. */
  language: string;
}

export function AccountWidget({ session, messages, options, onChanged, language }: Props) {
  const status = useStore(session, (state) => state.status);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(language);
  const id = useId();

  const run = async (action: () => Promise<unknown>, changes: boolean) => {
    setError(undefined);
    setBusy(true);
    try {
      await action();
      if (changes) onChanged();
    } catch (failure) {
      setError(errorText(failure, messages));
    } finally {
      setBusy(false);
    }
  };

  const alert = (
    <p className="sf-account-error" role="alert" id={`${id}-error`}>
      {error}
    </p>
  );

  if (status !== 'signed-in') {
    const signingIn = status === 'signing-in';
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (signingIn || busy) return;
      const form = new FormData(event.currentTarget);
      void run(
        () =>
          session.getState().signIn({
            email: String(form.get('email') ?? '').trim(),
            password: String(form.get('password') ?? ''),
            rememberMe: form.get('rememberMe') === 'on',
          }),
        true,
      );
    };
    const described = error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {};
    return (
      <form className="sf-account-form" aria-label={messages.signIn} onSubmit={onSubmit}>
        <p className="sf-account-field">
          <label htmlFor={`${id}-email`}>{messages.accountEmail}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_LENGTH.max}
            {...described}
          />
        </p>
        <p className="sf-account-field">
          <label htmlFor={`${id}-password`}>{messages.accountPassword}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            {...described}
          />
        </p>
        <p className="sf-account-remember">
          <input id={`${id}-remember`} name="rememberMe" type="checkbox" />
          <label htmlFor={`${id}-remember`}>{messages.accountRememberMe}</label>
        </p>
        {alert}
        <button type="submit" className="sf-account-submit" aria-disabled={signingIn || busy}>
          {signingIn ? messages.signingIn : messages.signIn}
        </button>
      </form>
    );
  }

  const onLanguage = (code: string) => {
    setChosen(code);
    const custom = options.languages.find((item) => item.code === code)?.custom ?? false;
    void run(() => session.getState().setLanguage(code, { customCoded: custom }), false);
  };
  return (
    <div className="sf-account-signed-in">
      <p role="status">{messages.signedIn}</p>
      {options.languages.length > 0 && (
        <p className="sf-account-field">
          <label htmlFor={`${id}-language`}>{messages.accountLanguage}</label>
          <select
            id={`${id}-language`}
            value={chosen}
            onChange={(event) => onLanguage(event.currentTarget.value)}
          >
            {options.languages.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </select>
        </p>
      )}
      {alert}
      <button
        type="button"
        className="sf-account-sign-out"
        aria-disabled={busy}
        onClick={() =>
          busy || void run(() => session.getState().signOut({ cloneCart: options.cloneCart }), true)
        }
      >
        {messages.signOut}
      </button>
    </div>
  );
}
