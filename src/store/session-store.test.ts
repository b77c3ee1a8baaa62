/** The session store: states from the cookie, sign-in and sign-out, other tabs, the language. */
import { describe, expect, it, vi } from 'vitest';
import { parseSiteUserInfo, type SiteUserInfo } from '../api/cookies';
import { createSessionStore, type SessionStoreDeps } from './session-store';
import type { SessionChannel } from './session-channel';
import { createTokenStore } from './xsrf-token';

// The store core must work without React, like the cart store.
vi.mock('react', () => {
  throw new Error('the session store imported React');
});

const SIGNED_IN: SiteUserInfo = { authenticated: true, siteUserId: 'su-1' };
const SIGNED_OUT: SiteUserInfo = { authenticated: false, siteUserId: null };

function setup(calls: Partial<SessionStoreDeps['calls']> = {}, initial = SIGNED_OUT) {
  let cookie = initial;
  let deliver: () => void = () => undefined;
  const posted: number[] = [];
  const channel: SessionChannel = {
    post: () => posted.push(1),
    subscribe: (listener) => {
      deliver = listener;
      return () => undefined;
    },
    close: () => undefined,
  };
  const reloadCart = vi.fn(async () => null);
  const token = createTokenStore('w', new Map() as unknown as Storage);
  const store = createSessionStore({
    calls: {
      signIn: async () => {
        cookie = SIGNED_IN;
        return { xsrfToken: 'x'.repeat(24) };
      },
      signOut: async () => {
        cookie = SIGNED_OUT;
        return { ok: true };
      },
      setLocale: async () => ({}),
      ...calls,
    },
    readInfo: () => cookie,
    token,
    reloadCart,
    channel,
  });
  return {
    store,
    reloadCart,
    posted,
    token,
    setCookie: (info: SiteUserInfo) => (cookie = info),
    otherTab: () => deliver(),
  };
}

describe('the SiteUserInfo cookie', () => {
  it('reads as signed in only with the authenticated flag and a siteUserId', () => {
    expect(parseSiteUserInfo('{"authenticated":true,"siteUserId":"su-1"}')).toEqual(SIGNED_IN);
    expect(parseSiteUserInfo('{"authenticated":false,"siteUserId":"su-1"}').authenticated).toBe(
      false,
    );
    expect(parseSiteUserInfo(undefined)).toEqual(SIGNED_OUT);
  });

  it('logs an error and reads as signed out when it does not parse', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseSiteUserInfo('{not json')).toEqual(SIGNED_OUT);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

describe('the session store', () => {
  it('starts from the cookie', () => {
    expect(setup({}, SIGNED_IN).store.getState()).toMatchObject({
      status: 'signed-in',
      siteUserId: 'su-1',
    });
    expect(setup().store.getState().status).toBe('signed-out');
  });

  it('signs in: signing in, then signed in; keeps the token, reloads the cart, tells other tabs', async () => {
    let answer: () => void = () => undefined;
    const { store, reloadCart, posted, token, setCookie } = setup({
      signIn: () =>
        new Promise((resolve) => {
          answer = () => {
            setCookie(SIGNED_IN);
            resolve({ xsrfToken: 't'.repeat(24) });
          };
        }),
    });
    const pending = store.getState().signIn({ email: 'a@b.co', password: 'p', rememberMe: true });
    expect(store.getState().status).toBe('signing-in');
    answer();
    await pending;
    expect(store.getState()).toMatchObject({ status: 'signed-in', siteUserId: 'su-1' });
    expect(token.get()).toBe('t'.repeat(24));
    expect(reloadCart).toHaveBeenCalledOnce();
    expect(posted).toHaveLength(1);
  });

  it('is signed out with the error after a refused sign-in, and re-throws it', async () => {
    const refused = new Error('401');
    const { store, reloadCart } = setup({ signIn: () => Promise.reject(refused) });
    await expect(
      store.getState().signIn({ email: 'a@b.co', password: 'p', rememberMe: false }),
    ).rejects.toBe(refused);
    expect(store.getState()).toMatchObject({ status: 'signed-out', error: refused });
    expect(reloadCart).not.toHaveBeenCalled();
  });

  it('signs out: forgets the token, reloads the cart, tells other tabs', async () => {
    const { store, reloadCart, posted, token } = setup({}, SIGNED_IN);
    token.set('t'.repeat(24));
    await store.getState().signOut({ cloneCart: true });
    expect(store.getState().status).toBe('signed-out');
    expect(token.get()).toBeUndefined();
    expect(reloadCart).toHaveBeenCalledOnce();
    expect(posted).toHaveLength(1);
  });

  it('stays signed in when the sign-out fails', async () => {
    const { store } = setup({ signOut: () => Promise.reject(new Error('down')) }, SIGNED_IN);
    await expect(store.getState().signOut()).rejects.toThrow('down');
    expect(store.getState().status).toBe('signed-in');
  });

  it('follows another tab: reads the cookie again and reloads the cart when it changed', () => {
    const { store, reloadCart, setCookie, otherTab, posted } = setup();
    setCookie(SIGNED_IN);
    otherTab();
    expect(store.getState().status).toBe('signed-in');
    expect(reloadCart).toHaveBeenCalledOnce();
    otherTab(); // nothing changed
    expect(reloadCart).toHaveBeenCalledOnce();
    expect(posted).toHaveLength(0); // no echo back
  });

  it('sends the language only when signed in and not a custom-coded language', async () => {
    const setLocale = vi.fn(async () => ({}));
    const { store } = setup({ setLocale }, SIGNED_IN);
    expect(await store.getState().setLanguage('fr', { customCoded: true })).toBe(false);
    expect(await store.getState().setLanguage('fr')).toBe(true);
    expect(setLocale).toHaveBeenCalledExactlyOnceWith('fr');
    expect(await setup({ setLocale }).store.getState().setLanguage('de')).toBe(false);
  });
});
