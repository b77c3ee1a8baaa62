/** Tests of the account widget in plain DOM: sign-in, its failure and rules, the language, sign out, focus, unmount, and no React. */
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteUserInfo } from '../../api/cookies';
import { HttpError } from '../../api/error-classes';
import type { SignInRequest, SignOutOptions } from '../../api/site-users';
import type { StorefrontConfig } from '../../config';
import { messages } from '../../i18n/messages';
import { shopMessages } from '../../i18n/shop-messages';
import type { Runtime } from '../../runtime/runtime';
import { createSessionStore } from '../../store/session-store';
import { createTokenStore } from '../../store/xsrf-token';
import { mount } from './index';

// The widget never loads React (issue 19): importing it here would fail this suite.
vi.mock('react', () => {
  throw new Error('the account widget loaded React');
});
vi.mock('react-dom/client', () => {
  throw new Error('the account widget loaded react-dom');
});
vi.mock('react-dom', () => {
  throw new Error('the account widget loaded react-dom');
});

const SIGNED_IN: SiteUserInfo = { authenticated: true, siteUserId: 'su-1' };
const SIGNED_OUT: SiteUserInfo = { authenticated: false, siteUserId: null };
const LANGUAGES = JSON.stringify([
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'x-pirate', name: 'Pirate', custom: true },
]);

/** A call the test answers itself: `resolve` or `reject` it later. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

let unmount: (() => void) | undefined;

/**
 * The widget mounted on a hook (`data-storefront-account="<hook>"`) with `attributes`, over a
 * session store whose calls the test holds.
 */
function accountWidget(attributes = '', initial = SIGNED_OUT, hook = '') {
  document.body.innerHTML = `<main><button>Before</button><div data-storefront-account="${hook}" ${attributes}></div></main>`;
  const element = document.querySelector<HTMLElement>('[data-storefront-account]')!;
  let cookie = initial;
  const pending = {
    signIn: [] as ReturnType<typeof deferred<{ xsrfToken: string }>>[],
    signOut: [] as ReturnType<typeof deferred<unknown>>[],
  };
  const calls = {
    signIn: vi.fn((_request: SignInRequest) => {
      const call = deferred<{ xsrfToken: string }>();
      pending.signIn.push(call);
      return call.promise;
    }),
    signOut: vi.fn((_options: SignOutOptions) => {
      const call = deferred<unknown>();
      pending.signOut.push(call);
      return call.promise;
    }),
    setLocale: vi.fn(async (_language: string) => ({})),
  };
  const session = createSessionStore({
    calls,
    readInfo: () => cookie,
    token: createTokenStore('w', new Map() as unknown as Storage),
    reloadCart: async () => null,
  });
  const runtime = {
    config: { locale: 'en-US', nonce: undefined } as unknown as StorefrontConfig,
    messages: shopMessages,
    session,
  } as unknown as Runtime;
  unmount = mount(element, runtime);
  return {
    element,
    session,
    calls,
    /** Answers the last sign-in: the server sets the cookie, or refuses with `error`. */
    answerSignIn: (error?: unknown) => {
      const call = pending.signIn.at(-1)!;
      if (error) return call.reject(error);
      cookie = SIGNED_IN;
      call.resolve({ xsrfToken: 'x'.repeat(24) });
    },
    answerSignOut: (error?: unknown) => {
      const call = pending.signOut.at(-1)!;
      if (error) return call.reject(error);
      cookie = SIGNED_OUT;
      call.resolve({ ok: true });
    },
  };
}

const email = () => screen.getByLabelText<HTMLInputElement>(messages.accountEmail);
const password = () => screen.getByLabelText<HTMLInputElement>(messages.accountPassword);
const submitButton = () => document.querySelector<HTMLButtonElement>('.sf-account-submit')!;
const signOutButton = () => screen.getByRole('button', { name: messages.signOut });
const alertText = () => document.querySelector('.sf-account-error')?.textContent;
const languageSelect = () => screen.getByLabelText<HTMLSelectElement>(messages.accountLanguage);

/** Types `value` into `input` as a user does: focus, then input events. */
function type(input: HTMLInputElement, value: string) {
  input.focus();
  fireEvent.input(input, { target: { value } });
}

function fillAndSubmit(values = { email: ' shopper@example.com ', password: 'demo-shopper-1' }) {
  type(email(), values.email);
  type(password(), values.password);
  submitButton().focus();
  fireEvent.click(submitButton());
}

beforeEach(() => {
  document.documentElement.lang = 'en';
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('signed out', () => {
  it('shows the labelled sign-in form with the browser rules of its fields', () => {
    const { element } = accountWidget();
    expect(element.classList.contains('sf-account')).toBe(true);
    const form = screen.getByRole('form', { name: messages.signIn });
    expect(form.className).toBe('sf-account-form');
    expect(email()).toMatchObject({ type: 'email', required: true, maxLength: 256, name: 'email' });
    expect(email().getAttribute('autocomplete')).toBe('email');
    expect(password()).toMatchObject({ type: 'password', required: true, maxLength: 256 });
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText<HTMLInputElement>(messages.accountRememberMe).type).toBe(
      'checkbox',
    );
    expect(submitButton().textContent).toBe(messages.signIn);
    expect(submitButton().getAttribute('aria-disabled')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends nothing while a required field is empty or the email is not an address', () => {
    const { calls } = accountWidget();
    fireEvent.click(submitButton());
    type(email(), 'not-an-address');
    type(password(), 'secret');
    fireEvent.click(submitButton());
    expect(email().validity.valid).toBe(false);
    expect(calls.signIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email and the remember choice, busy until the answer, then shows the signed-in state with focus on sign out', async () => {
    const { calls, answerSignIn } = accountWidget(`data-languages='${LANGUAGES}'`);
    fireEvent.click(screen.getByLabelText(messages.accountRememberMe));
    fillAndSubmit();
    expect(calls.signIn).toHaveBeenCalledWith({
      email: 'shopper@example.com',
      password: 'demo-shopper-1',
      rememberMe: true,
    });
    expect(submitButton().textContent).toBe(messages.signingIn);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submitButton());
    expect(calls.signIn).toHaveBeenCalledTimes(1);

    answerSignIn();
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe(messages.signedIn);
    expect(document.querySelector('.sf-account-form')).toBeNull();
    expect(document.activeElement).toBe(signOutButton());
    await waitFor(() => expect(signOutButton().getAttribute('aria-disabled')).toBe('false'));
  });

  it('reloads the page after a sign-in with data-storefront-account="reload", and not without it', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const { answerSignIn } = accountWidget('', SIGNED_OUT, 'reload');
    fillAndSubmit();
    answerSignIn();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    unmount?.();
    const plain = accountWidget('', SIGNED_IN);
    fireEvent.click(signOutButton());
    plain.answerSignOut();
    await screen.findByRole('form', { name: messages.signIn });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal in the alert, marks both fields invalid and keeps what was typed', async () => {
    const { calls, answerSignIn } = accountWidget();
    fillAndSubmit({ email: 'shopper@example.com', password: 'not-it' });
    answerSignIn(
      new HttpError('POST', '/api/site-users/account/session', 401, {
        message: messages.signInFailed,
      }),
    );
    await waitFor(() => expect(alertText()).toBe(messages.signInFailed));
    const alert = screen.getByRole('alert');
    for (const field of [email(), password()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    }
    expect(email().value).toBe('shopper@example.com');
    expect(password().value).toBe('not-it');
    expect(submitButton().textContent).toBe(messages.signIn);
    expect(submitButton().getAttribute('aria-disabled')).toBe('false');

    // The next attempt clears the alert and the fields' invalid state.
    fireEvent.click(submitButton());
    expect(calls.signIn).toHaveBeenCalledTimes(2);
    expect(alertText()).toBe('');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    expect(email().hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the connection text when the call got no answer', async () => {
    const { answerSignIn } = accountWidget();
    fillAndSubmit();
    answerSignIn(new TypeError('Failed to fetch'));
    await waitFor(() => expect(alertText()).toBe(messages.unableToConnect));
  });

  it('keeps the field being typed in, its value and focus, across store updates', () => {
    const { session } = accountWidget();
    const field = email();
    type(field, 'shop');
    session.setState({ error: new Error('elsewhere') });
    session.getState().refresh(); // another tab's news, still signed out
    session.setState({ status: 'signing-in' });
    session.setState({ status: 'signed-out' });
    expect(email()).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('shop');
  });
});

describe('signed in', () => {
  it('shows the page’s language among the choices, sends a choice, and never a custom-coded one', async () => {
    document.documentElement.lang = 'fr';
    const { calls } = accountWidget(`data-languages='${LANGUAGES}'`, SIGNED_IN);
    const select = languageSelect();
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['en', 'English'],
      ['fr', 'Français'],
      ['x-pirate', 'Pirate'],
    ]);
    expect(select.value).toBe('fr');

    fireEvent.change(select, { target: { value: 'x-pirate' } });
    fireEvent.change(select, { target: { value: 'en' } });
    await waitFor(() => expect(calls.setLocale).toHaveBeenCalledTimes(1));
    expect(calls.setLocale).toHaveBeenCalledWith('en');
    expect(select.value).toBe('en');
  });

  it('selects the first language when the page’s is not among them, and shows a failed choice in the alert', async () => {
    document.documentElement.lang = 'de';
    const { calls } = accountWidget(`data-languages='${LANGUAGES}'`, SIGNED_IN);
    expect(languageSelect().value).toBe('en');
    calls.setLocale.mockRejectedValueOnce(
      new HttpError('PUT', '/api/site-users/account/locale', 500, undefined),
    );
    fireEvent.change(languageSelect(), { target: { value: 'fr' } });
    await waitFor(() => expect(alertText()).toBe(messages.somethingWentWrong));
  });

  it('has no language choice without data-languages', () => {
    accountWidget('', SIGNED_IN);
    expect(screen.getByRole('status').textContent).toBe(messages.signedIn);
    expect(screen.queryByLabelText(messages.accountLanguage)).toBeNull();
  });

  it('signs out once per press (with the clone-cart choice) to an empty form with focus on the email', async () => {
    const { calls, answerSignOut } = accountWidget(
      `data-clone-cart="true" data-languages='${LANGUAGES}'`,
      SIGNED_IN,
    );
    signOutButton().focus();
    fireEvent.click(signOutButton());
    expect(signOutButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(signOutButton());
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    expect(calls.signOut).toHaveBeenCalledWith({ cloneCart: true });

    answerSignOut();
    await screen.findByRole('form', { name: messages.signIn });
    expect(email().value).toBe('');
    expect(document.activeElement).toBe(email());
  });

  it('keeps the signed-in state and shows the failure when the sign-out is refused', async () => {
    const { calls, answerSignOut } = accountWidget('', SIGNED_IN);
    fireEvent.click(signOutButton());
    expect(calls.signOut).toHaveBeenCalledWith({ cloneCart: false });
    answerSignOut(new HttpError('DELETE', '/api/site-users/account/session', 503, undefined));
    await waitFor(() => expect(alertText()).toBe(messages.somethingWentWrong));
    expect(screen.getByRole('status').textContent).toBe(messages.signedIn);
    expect(signOutButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('follows another tab’s sign-out without taking focus from the page', () => {
    const { session, element } = accountWidget('', SIGNED_IN);
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    session.setState({ status: 'signed-out', siteUserId: null });
    expect(element.querySelector('.sf-account-form')).not.toBeNull();
    expect(document.activeElement).toBe(before);
  });
});

describe('unmount', () => {
  it('empties the element, takes its class off and stops following the session', () => {
    const { element, session } = accountWidget();
    unmount?.();
    unmount = undefined;
    expect(element.childNodes).toHaveLength(0);
    expect(element.classList.contains('sf-account')).toBe(false);
    session.setState({ status: 'signed-in', siteUserId: 'su-1' });
    expect(element.childNodes).toHaveLength(0);
  });

  it('renders nothing without the runtime’s session store, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-storefront-account></div>';
    const element = document.querySelector<HTMLElement>('[data-storefront-account]')!;
    const runtime = { config: {}, messages: shopMessages } as unknown as Runtime;
    mount(element, runtime)();
    expect(element.childNodes).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
