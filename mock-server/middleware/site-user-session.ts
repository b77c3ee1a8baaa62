/**
 * Site-user sessions on every request: the HttpOnly session cookie read into `siteUser`, the
 * `X-SiteUser-XSRF-Token` check of the calls that act for the signed-in user, and the cart
 * cookie held to the account (a visitor never reaches an account's cart without its session).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '../../src/api/cookies';
import { SITE_USER_XSRF_HEADER } from '../../src/api/cookies';
import { messages } from '../../src/i18n/messages';
import { ErrorResponse, MESSAGES } from '../errors';
import type { Session, SiteUserRepository } from '../repositories/site-users';

/** The HttpOnly cookie holding the session token (scripts see only `SiteUserInfo`). */
export const SESSION_COOKIE = 'SiteUserSession';

export interface SiteUserVariables {
  /** The live session of the request's session cookie, if any. */
  siteUser: Session | undefined;
}

type Ctx = Context<{ Variables: SiteUserVariables }>;

/** Reads the session cookie; on a request with a cart cookie, keeps that cart to its account. */
export function siteUserSession(
  users: SiteUserRepository,
): MiddlewareHandler<{ Variables: SiteUserVariables }> {
  return async (c, next) => {
    const session = users.session(getCookie(c, SESSION_COOKIE));
    c.set('siteUser', session);
    const cartId = getCookie(c, COOKIE.cart);
    if (cartId) {
      const owner = users.ownerOfCart(cartId);
      // Another account's cart (or an account's cart without its session): read as no cart.
      if (owner && owner !== session?.siteUser.id) replaceCartCookie(c, undefined);
    }
    await next();
    // A signed-in shopper's first add created a cart: it is the account's from now on. (Not
    // the copy a sign-out with cloneCart hands the visitor: that request ended the session.)
    if (session && users.session(getCookie(c, SESSION_COOKIE))) {
      const created = c.res.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith(`${COOKIE.cart}=`));
      const id = created?.slice(COOKIE.cart.length + 1).split(';')[0];
      if (id) users.setCart(session.siteUser.id, decodeURIComponent(id));
    }
  };
}

/** Makes the routes after this one see `cartId` (or no cart) in the request's cookies. */
export function replaceCartCookie(c: Ctx, cartId: string | undefined): void {
  const kept = (c.req.header('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${COOKIE.cart}=`));
  if (cartId) kept.push(`${COOKIE.cart}=${cartId}`);
  const headers = new Headers(c.req.raw.headers);
  headers.set('Cookie', kept.join('; '));
  c.req.raw = new Request(c.req.raw, { headers });
}

const sameToken = (sent: string | undefined, expected: string): boolean => {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export interface RequireSiteUserOptions {
  /** Mark a failed XSRF check with `crumbFail` (the sign-out call, section 7). @default false */
  crumbFail?: boolean;
}

/**
 * A signed-in site user whose request carries the session's XSRF token: else 401 (no session)
 * or 403 (missing or wrong token).
 */
export function requireSiteUser({
  crumbFail = false,
}: RequireSiteUserOptions = {}): MiddlewareHandler<{ Variables: SiteUserVariables }> {
  return async (c, next) => {
    const session = c.get('siteUser');
    if (!session) throw new ErrorResponse(401, { message: messages.signInRequired });
    if (!sameToken(c.req.header(SITE_USER_XSRF_HEADER), session.xsrfToken)) {
      throw new ErrorResponse(403, {
        message: MESSAGES.crumbFail,
        ...(crumbFail ? { crumbFail: true } : {}),
      });
    }
    await next();
  };
}

/** The session `requireSiteUser` let through. */
export function signedIn(c: { var: SiteUserVariables }): Session {
  const session = c.var.siteUser;
  if (!session) throw new ErrorResponse(401, { message: messages.signInRequired });
  return session;
}
