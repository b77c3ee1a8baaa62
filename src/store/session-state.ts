/**
 * The site-user session's state and store: signed out, signing in, signed in, read from the
 * `SiteUserInfo` cookie; every page's runtime holds it, its commands come from `session-store.ts`
 * (or stand-ins that load them on first use, `runtime/lazy-account.ts`).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SiteUserInfo } from '../api/cookies';
import type { SignInRequest, SignOutOptions } from '../api/site-users';

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

export const sessionFromInfo = (info: SiteUserInfo): Pick<SessionState, 'status' | 'siteUserId'> =>
  info.authenticated
    ? { status: 'signed-in', siteUserId: info.siteUserId }
    : { status: 'signed-out', siteUserId: null };

/** The store as the cookie's `info` says, with the commands `commands` makes for it. */
export function createSessionState(
  info: SiteUserInfo,
  commands: (store: SessionStore) => SessionCommands,
): SessionStore {
  return createStore<SessionState & SessionCommands>()((_set, _get, store) => ({
    ...sessionFromInfo(info),
    error: undefined,
    ...commands(store),
  }));
}
