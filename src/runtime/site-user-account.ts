/**
 * The runtime's account code, loaded on first use (`lazy-account.ts`): the site-user session's
 * commands with their calls and the XSRF token they keep, and the commerce preferences, which
 * forget their cache whenever who is signed in changes.
 */
import type { ApiClient } from '../api/client';
import { createCommercePreferences, type CommercePreferences } from '../api/commerce-preferences';
import { SITE_USER_XSRF_HEADER, type SiteUserInfo } from '../api/cookies';
import { siteUserApi } from '../api/site-users';
import type { Emit } from '../events';
import type { SessionChannel } from '../store/session-channel';
import type { SessionCommands, SessionStore } from '../store/session-state';
import { sessionCommands } from '../store/session-store';
import { createTokenStore } from '../store/xsrf-token';

export interface AccountDeps {
  api: ApiClient;
  websiteId: string;
  emit: Emit;
  /** The cart store's `load`: the cart follows the account. */
  reloadCart: () => Promise<unknown>;
  /** The parsed `SiteUserInfo` cookie, as it is now. */
  readInfo: () => SiteUserInfo;
  channel?: SessionChannel;
}

export interface Account extends SessionCommands {
  preferences: CommercePreferences;
}

export function createAccount(session: SessionStore, deps: AccountDeps): Account {
  const { api, emit } = deps;
  const token = createTokenStore(deps.websiteId);
  const preferences = createCommercePreferences({
    api,
    headers: () => {
      const value = token.get();
      return value ? { [SITE_USER_XSRF_HEADER]: value } : {};
    },
    onRefetch: (namespace) => emit('commerce-preferences-refetch', { namespace }),
  });
  const commands = sessionCommands(session, {
    calls: siteUserApi(api, token.get),
    readInfo: deps.readInfo,
    token,
    reloadCart: deps.reloadCart,
    ...(deps.channel ? { channel: deps.channel } : {}),
    onChange: (status) => {
      preferences.clear();
      emit('session-changed', {
        status: status === 'signed-in' ? 'signed-in' : 'signed-out',
        siteUserId: session.getState().siteUserId,
      });
    },
  });
  return { ...commands, preferences };
}
