/**
 * The account widget in plain DOM: the sign-in form (email, password, remember me) with the
 * failure's text in an alert, and the signed-in state with the language choice and sign out.
 */
import { errorText } from '../../api/error-text';
import { PASSWORD_MAX } from '../../api/site-users';
import { EMAIL_LENGTH } from '../../forms/email';
import type { Messages } from '../../i18n/messages';
import type { SessionStore } from '../../store/session-state';
import { ariaFlag, el } from '../shared/element';
import type { AccountOptions } from './options';

export interface AccountProps {
  session: SessionStore;
  messages: Messages;
  options: AccountOptions;
  /** After a sign-in or sign-out went through. */
  onChanged: () => void;
  /** The language the page shows. */
  language: string;
}

/** One of the two views: its root, the control that takes focus when it replaces the other, its sync. */
interface View {
  root: HTMLElement;
  first: HTMLElement;
  sync(): void;
}

let ids = 0;

/**
 * Renders the widget into `host` and follows the session: each view is built when it replaces
 * the other (a form shown again after a sign-out starts empty) and updated in place otherwise,
 * so a field being typed in is never rebuilt. When a view replaces the other while focus was
 * in the widget (the pressed button is gone), focus goes to the new view's `first` control.
 * Returns the unmount, which empties `host`.
 */
export function renderAccount(host: HTMLElement, props: AccountProps): () => void {
  const { session, messages, options, onChanged } = props;
  const id = `sf-account-${(ids += 1)}`;
  let error: string | undefined;
  let busy = false;
  let chosen = props.language;
  let alive = true;

  const alert = el('p', 'sf-account-error');
  alert.setAttribute('role', 'alert');
  alert.id = `${id}-error`;
  const syncAlert = () => {
    if (alert.textContent !== (error ?? '')) alert.textContent = error ?? '';
  };

  const run = async (action: () => Promise<unknown>, changes: boolean) => {
    error = undefined;
    busy = true;
    update();
    try {
      await action();
      if (changes) onChanged();
    } catch (failure) {
      error = errorText(failure, messages);
    } finally {
      busy = false;
      update();
    }
  };

  const field = (label: string, control: HTMLElement, className = 'sf-account-field') => {
    const box = el('p', className);
    const text = el('label', '', label);
    text.htmlFor = control.id;
    box.append(text, control);
    return box;
  };
  const input = (name: string, type: string, autocomplete: string, maxLength: number) => {
    const node = el('input', '');
    node.id = `${id}-${name}`;
    node.name = name;
    node.type = type;
    node.setAttribute('autocomplete', autocomplete);
    node.required = true;
    node.maxLength = maxLength;
    return node;
  };

  const signInView = (): View => {
    const form = el('form', 'sf-account-form');
    form.setAttribute('aria-label', messages.signIn);
    const email = input('email', 'email', 'email', EMAIL_LENGTH.max);
    const password = input('password', 'password', 'current-password', PASSWORD_MAX);
    const remember = el('input', '');
    remember.id = `${id}-remember`;
    remember.name = 'rememberMe';
    remember.type = 'checkbox';
    const rememberBox = el('p', 'sf-account-remember');
    const rememberLabel = el('label', '', messages.accountRememberMe);
    rememberLabel.htmlFor = remember.id;
    rememberBox.append(remember, rememberLabel);
    const submit = el('button', 'sf-account-submit');
    submit.type = 'submit';
    form.append(
      field(messages.accountEmail, email),
      field(messages.accountPassword, password),
      rememberBox,
      alert,
      submit,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (session.getState().status === 'signing-in' || busy) return;
      const data = new FormData(form);
      void run(
        () =>
          session.getState().signIn({
            email: String(data.get('email') ?? '').trim(),
            password: String(data.get('password') ?? ''),
            rememberMe: data.get('rememberMe') === 'on',
          }),
        true,
      );
    });
    const sync = () => {
      const signingIn = session.getState().status === 'signing-in';
      const label = signingIn ? messages.signingIn : messages.signIn;
      if (submit.textContent !== label) submit.textContent = label;
      submit.setAttribute('aria-disabled', String(signingIn || busy));
      for (const node of [email, password]) {
        if (error) node.setAttribute('aria-describedby', alert.id);
        else node.removeAttribute('aria-describedby');
        ariaFlag(node, 'aria-invalid', Boolean(error));
      }
    };
    return { root: form, first: email, sync };
  };

  const signedInView = (): View => {
    const root = el('div', 'sf-account-signed-in');
    const status = el('p', '', messages.signedIn);
    status.setAttribute('role', 'status');
    root.append(status);
    if (options.languages.length > 0) {
      const select = el('select', '');
      select.id = `${id}-language`;
      for (const item of options.languages) {
        const option = el('option', '', item.name);
        option.value = item.code;
        select.append(option);
      }
      choose(select, chosen);
      select.addEventListener('change', () => {
        const code = select.value;
        chosen = code;
        const custom = options.languages.find((item) => item.code === code)?.custom ?? false;
        void run(() => session.getState().setLanguage(code, { customCoded: custom }), false);
      });
      root.append(field(messages.accountLanguage, select));
    }
    const signOut = el('button', 'sf-account-sign-out', messages.signOut);
    signOut.type = 'button';
    signOut.addEventListener('click', () => {
      if (busy) return;
      void run(() => session.getState().signOut({ cloneCart: options.cloneCart }), true);
    });
    root.append(alert, signOut);
    return {
      root,
      first: signOut,
      sync: () => signOut.setAttribute('aria-disabled', String(busy)),
    };
  };

  let view: View | undefined;
  let signedIn: boolean | undefined;
  function update() {
    if (!alive) return;
    const now = session.getState().status === 'signed-in';
    if (now !== signedIn) {
      const hadFocus = host.contains(document.activeElement);
      signedIn = now;
      view = now ? signedInView() : signInView();
      host.replaceChildren(view.root);
      if (hadFocus) view.first.focus();
    }
    syncAlert();
    view?.sync();
  }

  update();
  const unsubscribe = session.subscribe(update);
  return () => {
    alive = false;
    unsubscribe();
    host.replaceChildren();
  };
}

/** Selects `value`, or the first option when none has it (as React's controlled select does). */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  if (select.selectedIndex < 0 && select.options.length > 0) select.selectedIndex = 0;
}
