/** The runtime's site-user session calls behind a lazy import: their schemas load on the first sign-in, sign-out or locale change, not with every page's runtime. */
import type { ApiClient } from '../api/client';
import type { SiteUserApi } from '../api/site-users';

export function lazySiteUserCalls(
  api: ApiClient,
  xsrfToken: () => string | undefined,
): SiteUserApi {
  let calls: Promise<SiteUserApi> | undefined;
  const load = () =>
    (calls ??= import('../api/site-users').then(({ siteUserApi }) => siteUserApi(api, xsrfToken)));
  return {
    signIn: async (request) => (await load()).signIn(request),
    signOut: async (options) => (await load()).signOut(options),
    setLocale: async (language) => (await load()).setLocale(language),
  };
}
