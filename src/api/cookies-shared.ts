/**
 * The chunks' `cookies.ts`: its constants, and the loader's own copy of its functions, handed
 * over on `globalThis` (`shareCookies`, which the loader and the module entry call before they
 * load any chunk), so no chunk carries a second one. The build puts this module in `cookies.ts`'s
 * place for the chunks (`scripts/build.ts`); tests, the mock server and the loader use
 * `cookies.ts` itself.
 */
import { COOKIES_HANDLE, type SharedCookies } from './cookies';

export { COOKIE, CRUMB_HEADER, SITE_USER_XSRF_HEADER, type SiteUserInfo } from './cookies';

export const { readCookie, parseSiteUserInfo, hasCartSession } = (
  globalThis as { [COOKIES_HANDLE]?: SharedCookies }
)[COOKIES_HANDLE]!;
