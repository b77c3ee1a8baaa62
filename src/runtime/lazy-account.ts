/**
 * The runtime's site-user session and commerce preferences: the session's state from the cookie
 * at once, and stand-ins for the rest (`site-user-account.ts`: the session's commands, the site-user calls
 * and their schemas, the XSRF token, the preferences), loaded on first use: a sign-in or out, a
 * language, a preference read or write, another tab's sign-in. A product page never loads it.
 */
import type { CommercePreferences } from '../api/commerce-preferences';
import { COOKIE, parseSiteUserInfo, readCookie } from '../api/cookies';
import { createBroadcastSessionChannel, sessionChannelName } from '../store/session-channel';
import { createSessionState, type SessionStore } from '../store/session-state';
import type { Account, AccountDeps } from './site-user-account';

const readSiteUser = () => parseSiteUserInfo(readCookie(COOKIE.siteUser));

export function lazyAccount(deps: Omit<AccountDeps, 'readInfo' | 'channel'>): {
  session: SessionStore;
  preferences: CommercePreferences;
} {
  const channel = createBroadcastSessionChannel(sessionChannelName(deps.websiteId));
  let account: Promise<Account> | undefined;
  const load = () =>
    (account ??= import('./site-user-account').then(
      ({ createAccount }) =>
        createAccount(session, {
          ...deps,
          readInfo: readSiteUser,
          ...(channel ? { channel } : {}),
        }),
      (error: unknown) => {
        account = undefined; // the next use tries again
        throw error;
      },
    ));
  const session = createSessionState(readSiteUser(), () => ({
    signIn: async (request) => (await load()).signIn(request),
    signOut: async (options) => (await load()).signOut(options),
    setLanguage: async (language, options) => (await load()).setLanguage(language, options),
    refresh: () =>
      void load().then(
        (loaded) => loaded.refresh(),
        (error: unknown) => console.error('[storefront] could not load the account', error),
      ),
  }));
  channel?.subscribe(() => session.getState().refresh());
  return {
    session,
    preferences: {
      get: async (namespace) => (await load()).preferences.get(namespace),
      save: async (namespace, values) => (await load()).preferences.save(namespace, values),
      // Nothing is cached before the first read.
      clear: () => void account?.then((loaded) => loaded.preferences.clear()),
    },
  };
}
