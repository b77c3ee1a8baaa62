/**
 * Cookie names the client and the mock server share, and reading them. Kept free of zod so
 * the loader can use it within its size budget.
 */
export const COOKIE = {
  /** Anti-forgery token; echoed back in the {@link CRUMB_HEADER} header on state-changing calls. */
  crumb: 'crumb',
  /** The visitor's cart id; its presence makes the store load the cart on start. */
  cart: 'CART',
  /** Site-user session info: URL-encoded JSON `{ authenticated, siteUserId }`. */
  siteUser: 'SiteUserInfo',
} as const;

export const CRUMB_HEADER = 'X-CSRF-Token';
/** The header every site-user call after sign-in carries the session's `xsrfToken` in. */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** Reads one cookie of the current document; undefined outside a browser or when unset. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** Section 3's site-user cookie info. */
export interface SiteUserInfo {
  authenticated: boolean;
  siteUserId: string | null;
}

/**
 * The `SiteUserInfo` cookie's value (URL-decoded JSON). Unset reads as signed out; a value that
 * does not parse logs an error and reads as signed out too (section 8).
 */
export function parseSiteUserInfo(value: string | undefined): SiteUserInfo {
  const signedOut: SiteUserInfo = { authenticated: false, siteUserId: null };
  if (!value) return signedOut;
  try {
    const info = JSON.parse(value) as { authenticated?: unknown; siteUserId?: unknown } | null;
    if (info && typeof info === 'object') {
      const siteUserId = typeof info.siteUserId === 'string' ? info.siteUserId : null;
      return { authenticated: info.authenticated === true && siteUserId !== null, siteUserId };
    }
  } catch {
    // reported below
  }
  console.error('[storefront] could not read the SiteUserInfo cookie; treating as signed out.');
  return signedOut;
}

/** The visitor has a cart to load: a cart cookie, or a signed-in site user. */
export function hasCartSession(read: (name: string) => string | undefined = readCookie): boolean {
  return Boolean(read(COOKIE.cart)) || parseSiteUserInfo(read(COOKIE.siteUser)).authenticated;
}

/** Where `shareCookies` hands this module to the chunks (`cookies-shared.ts`). */
export const COOKIES_HANDLE = Symbol.for('storefront.cookies');

/** This module's functions, as the chunks read them (its constants they import themselves). */
export interface SharedCookies {
  readCookie: typeof readCookie;
  parseSiteUserInfo: typeof parseSiteUserInfo;
  hasCartSession: typeof hasCartSession;
}

/**
 * Hands this module's functions to the chunks, which read them through `cookies-shared.ts`
 * rather than carry a copy of their own (`core` 180 B gzip smaller, the loader 44 B larger): the
 * loader and the module entry call it before they load any chunk.
 */
export function shareCookies(): void {
  (globalThis as { [COOKIES_HANDLE]?: SharedCookies })[COOKIES_HANDLE] = {
    readCookie,
    parseSiteUserInfo,
    hasCartSession,
  };
}
