/** The site-user calls and commerce preferences through the API client, against the mock server. */
import { describe, expect, it, vi } from 'vitest';
import { inProcessFetch, testApp } from '../../mock-server/test-support';
import { createApiClient } from './client';
import { createCommercePreferences } from './commerce-preferences';
import { isCrumbError, isHttpError } from './errors';
import { SITE_USER_XSRF_HEADER } from './cookies';
import { siteUserApi } from './site-users';

const SHOPPER = { email: 'shopper@example.com', password: 'demo-shopper-1', rememberMe: false };

/** A fetch serving the mock server in-process, with a cookie jar like a browser's. */
function browser() {
  const app = testApp();
  const { fetch, jar, calls } = inProcessFetch(app);
  const api = createApiClient({
    apiBase: 'http://shop.test/',
    fetch,
    readCookie: (n) => jar.get(n),
  });
  let token: string | undefined;
  const users = siteUserApi(api, () => token);
  const signIn = async () => {
    await api.getCart(); // the first visit sets the crumb cookie
    token = (await users.signIn(SHOPPER)).xsrfToken;
  };
  return {
    api,
    jar,
    calls,
    users,
    signIn,
    setToken: (value: string) => (token = value),
    token: () => token,
  };
}

describe('the site-user calls', () => {
  it('send the sign-in answer’s xsrfToken in X-SiteUser-XSRF-Token on later calls', async () => {
    const b = browser();
    await b.signIn();
    expect(await b.users.setLocale('fr-CA')).toEqual({ language: 'fr-CA' });
    const localeCall = b.calls.at(-1);
    expect(localeCall?.headers.get(SITE_USER_XSRF_HEADER)).toBe(b.token());
    // The sign-in itself carried none: there was no session yet.
    const signInCall = b.calls.find((call) => call.url.endsWith('/session'));
    expect(signInCall?.headers.get(SITE_USER_XSRF_HEADER)).toBeNull();
  });

  it('call sign-out once more when the answer carries crumbFail, with the renewed crumb', async () => {
    const b = browser();
    await b.signIn();
    b.jar.delete('crumb'); // the crumb cookie expired
    await b.users.signOut({ cloneCart: true });
    const deletes = b.calls.filter((call) => call.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(new URL(deletes[0]!.url).searchParams.get('cloneCart')).toBe('true');
    expect(b.jar.has('SiteUserInfo')).toBe(false);
  });

  it('retry only once: a second crumbFail reaches the caller', async () => {
    const b = browser();
    await b.signIn();
    b.setToken('not-the-session-token');
    const failure = await b.users.signOut().catch((error: unknown) => error);
    expect(isCrumbError(failure)).toBe(true);
    expect(b.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});

describe('commerce preferences', () => {
  async function setup() {
    const b = browser();
    await b.signIn();
    const refetched: string[] = [];
    const preferences = createCommercePreferences({
      api: b.api,
      headers: (): Record<string, string> => ({ [SITE_USER_XSRF_HEADER]: b.token() ?? '' }),
      onRefetch: (namespace) => refetched.push(namespace),
    });
    const puts = () => b.calls.filter((call) => call.method === 'PUT').length;
    return { b, preferences, refetched, puts };
  }

  it('does not pass the websiteId on', async () => {
    const { preferences } = await setup();
    await preferences.save('checkout', { giftWrap: true });
    preferences.clear();
    expect(await preferences.get('checkout')).toEqual({ giftWrap: true });
  });

  it('writes only when a value differs from the cached copy, then sends the refetch event', async () => {
    const { preferences, refetched, puts } = await setup();
    await preferences.save('checkout', { giftWrap: true, note: 'ring twice' });
    expect(puts()).toBe(1);
    expect(refetched).toEqual(['checkout']);
    await preferences.save('checkout', { giftWrap: true });
    await preferences.save('checkout', { note: 'ring twice' });
    expect(puts()).toBe(1);
    expect(refetched).toEqual(['checkout']);
    expect(await preferences.save('checkout', { giftWrap: false })).toEqual({
      giftWrap: false,
      note: 'ring twice',
    });
    expect(puts()).toBe(2);
    expect(refetched).toEqual(['checkout', 'checkout']);
  });

  it('reports a failed fetch or save and re-throws it to the caller', async () => {
    const { b, preferences } = await setup();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await preferences.save('checkout', { giftWrap: true });
    await b.users.signOut();
    const saveFailure = await preferences
      .save('checkout', { giftWrap: false })
      .catch((error: unknown) => error);
    expect(isHttpError(saveFailure) && saveFailure.status).toBe(401);
    expect(reported).toHaveBeenCalledWith(
      '[storefront] could not save the commerce preferences',
      saveFailure,
    );
    const fetchFailure = await preferences.get('display').catch((error: unknown) => error);
    expect(isHttpError(fetchFailure) && fetchFailure.status).toBe(401);
    expect(reported).toHaveBeenCalledWith(
      '[storefront] could not fetch the commerce preferences',
      fetchFailure,
    );
    reported.mockRestore();
  });
});
