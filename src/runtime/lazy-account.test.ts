/** `lazyAccount`: the session's state from the cookie at once; calls, preferences and other tabs' sign-ins work as the loaded code does. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { COOKIE, SITE_USER_XSRF_HEADER } from '../api/cookies';
import { sessionChannelName } from '../store/session-channel';
import { lazyAccount } from './lazy-account';

const WEBSITE = 'site-lazy-account';

function setup(answer: (path: string) => unknown = () => ({ ok: true })) {
  const sentHeaders: Record<string, string>[] = [];
  const request = vi.fn(
    async (
      _method: string,
      path: string,
      _schema: unknown,
      options?: { headers?: () => Record<string, string> },
    ) => {
      sentHeaders.push(options?.headers?.() ?? {});
      return answer(path);
    },
  );
  const emit = vi.fn();
  const reloadCart = vi.fn(async () => null);
  const account = lazyAccount({
    api: { request } as unknown as ApiClient,
    websiteId: WEBSITE,
    emit,
    reloadCart,
  });
  return { ...account, request, sentHeaders, emit, reloadCart };
}

const setSiteUser = (value: string) =>
  (document.cookie = `${COOKIE.siteUser}=${encodeURIComponent(value)}; path=/`);

afterEach(() => {
  setSiteUser('');
  localStorage.clear();
});

describe('lazyAccount', () => {
  it('reads the session from the cookie without a call', () => {
    setSiteUser('{"authenticated":true,"siteUserId":"su-1"}');
    const { session, request } = setup();
    expect(session.getState()).toMatchObject({ status: 'signed-in', siteUserId: 'su-1' });
    expect(request).not.toHaveBeenCalled();
  });

  it('signs out with the stored token header, then is signed out', async () => {
    setSiteUser('{"authenticated":true,"siteUserId":"su-1"}');
    localStorage.setItem(`storefront:site-user-xsrf:${WEBSITE}`, 'token-1');
    const { session, request, sentHeaders, emit, reloadCart } = setup();
    setSiteUser('');
    await session.getState().signOut({ cloneCart: true });
    const [method, path, , options] = request.mock.calls[0] as unknown as [
      string,
      string,
      unknown,
      { searchParams: Record<string, string> },
    ];
    expect([method, path, options.searchParams]).toEqual([
      'DELETE',
      'api/site-users/account/session',
      { cloneCart: 'true' },
    ]);
    expect(sentHeaders).toEqual([{ [SITE_USER_XSRF_HEADER]: 'token-1' }]);
    expect(session.getState().status).toBe('signed-out');
    expect(emit).toHaveBeenCalledWith('session-changed', {
      status: 'signed-out',
      siteUserId: null,
    });
    expect(reloadCart).toHaveBeenCalledOnce();
  });

  it('reads preferences once, serves the cache, and reads again after a clear', async () => {
    const { preferences, request } = setup(() => ({ websiteId: 'site', size: 'M' }));
    expect(await preferences.get('sizes')).toEqual({ size: 'M' });
    expect(await preferences.get('sizes')).toEqual({ size: 'M' });
    expect(request).toHaveBeenCalledTimes(1);
    preferences.clear();
    await Promise.resolve();
    expect(await preferences.get('sizes')).toEqual({ size: 'M' });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('follows another tab’s sign-in before any of its code has loaded', async () => {
    const { session, emit, reloadCart } = setup();
    expect(session.getState().status).toBe('signed-out');
    setSiteUser('{"authenticated":true,"siteUserId":"su-2"}');
    const other = new BroadcastChannel(sessionChannelName(WEBSITE));
    other.postMessage({ type: 'session' });
    other.close();
    await vi.waitFor(() => expect(session.getState().status).toBe('signed-in'));
    expect(emit).toHaveBeenCalledWith('session-changed', {
      status: 'signed-in',
      siteUserId: 'su-2',
    });
    expect(reloadCart).toHaveBeenCalledOnce();
  });
});
