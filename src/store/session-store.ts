/**
 * The site-user session as a vanilla zustand store beside the cart store: signed out, signing
 * in, signed in, read from the `SiteUserInfo` cookie. Signing in or out reloads the cart (the
 * server moved the cart cookie) and tells other tabs, which read the cookie again.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SiteUserInfo } from '../api/cookies';
import type { SignInRequest, SignOutOptions } from '../api/site-users';
import type { SessionChannel } from './session-channel';
import type { TokenStore } from './xsrf-token';

export type SessionStatus = 'signed-out' | 'signing-in' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  siteUserId: string | null;
  /** The last sign-in or sign-out failure, until the next attempt. */
  error: unknown;
}

export interface SessionCommands {
  /** @throws the call's `ApiError`; the state is then signed out with `error` set. */
  signIn(request: SignInRequest): Promise<void>;
  /** @throws the call's `ApiError`; the state is then as it was, with `error` set. */
  signOut(options?: SignOutOptions): Promise<void>;
  /**
   * Sends the account's language, unless the translation tool's current language is a
   * custom-coded one (section 7). Resolves to whether it was sent.
   */
  setLanguage(language: string, options?: { customCoded?: boolean }): Promise<boolean>;
  /** Reads the cookie again (another tab signed in or out). */
  refresh(): void;
}

export type SessionStore = StoreApi<SessionState & SessionCommands>;

export interface SessionStoreDeps {
  calls: {
    signIn(request: SignInRequest): Promise<{ xsrfToken: string }>;
    signOut(options: SignOutOptions): Promise<unknown>;
    setLocale(language: string): Promise<unknown>;
  };
  /** The parsed `SiteUserInfo` cookie, as it is now. */
  readInfo: () => SiteUserInfo;
  token: TokenStore;
  /** The cart store's `load`: the cart follows the account. */
  reloadCart: () => Promise<unknown>;
  channel?: SessionChannel;
  /** After every change of who is signed in (the preferences forget their cache). */
  onChange?: (status: SessionStatus) => void;
}

const fromInfo = (info: SiteUserInfo): Pick<SessionState, 'status' | 'siteUserId'> =>
  info.authenticated
    ? { status: 'signed-in', siteUserId: info.siteUserId }
    : { status: 'signed-out', siteUserId: null };

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const { calls, readInfo, token, reloadCart, channel, onChange } = deps;
  const store = createStore<SessionState & SessionCommands>()((set, get) => {
    /** Takes the cookie's word after a change here or in another tab. */
    const settle = (announce: boolean) => {
      const before = get().siteUserId;
      const next = fromInfo(readInfo());
      set({ ...next, error: undefined });
      if (!next.siteUserId) token.clear();
      if (announce) channel?.post();
      if (next.siteUserId !== before || announce) {
        onChange?.(next.status);
        void reloadCart();
      }
    };
    return {
      ...fromInfo(readInfo()),
      error: undefined,

      async signIn(request) {
        set({ status: 'signing-in', error: undefined });
        try {
          const { xsrfToken } = await calls.signIn(request);
          token.set(xsrfToken);
        } catch (error) {
          set({ ...fromInfo(readInfo()), error });
          throw error;
        }
        settle(true);
      },

      async signOut(options = {}) {
        try {
          await calls.signOut(options);
        } catch (error) {
          set({ error });
          throw error;
        }
        settle(true);
      },

      async setLanguage(language, { customCoded = false } = {}) {
        if (customCoded || get().status !== 'signed-in') return false;
        await calls.setLocale(language);
        return true;
      },

      refresh: () => settle(false),
    };
  });
  channel?.subscribe(() => store.getState().refresh());
  return store;
}
