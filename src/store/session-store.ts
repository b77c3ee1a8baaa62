/**
 * The site-user session's commands, for its vanilla zustand store beside the cart store
 * (`session-state.ts`): signing in or out reloads the cart (the server moved the cart cookie)
 * and tells other tabs, which read the `SiteUserInfo` cookie again.
 */
import type { SiteUserInfo } from '../api/cookies';
import type { SignInRequest, SignOutOptions } from '../api/site-users';
import type { SessionChannel } from './session-channel';
import {
  createSessionState,
  sessionFromInfo as fromInfo,
  type SessionCommands,
  type SessionStatus,
  type SessionStore,
} from './session-state';
import type { TokenStore } from './xsrf-token';

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

/** The session's commands for `store`: the calls, then the cookie's word, the cart and other tabs. */
export function sessionCommands(store: SessionStore, deps: SessionStoreDeps): SessionCommands {
  const { calls, readInfo, token, reloadCart, channel, onChange } = deps;
  const { getState: get, setState: set } = store;
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
}

/** The whole store at once, commands loaded (the runtime's loads them on first use instead). */
export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const store = createSessionState(deps.readInfo(), (created) => sessionCommands(created, deps));
  deps.channel?.subscribe(() => store.getState().refresh());
  return store;
}
