/**
 * `/api/site-users/account/session` (sign in, sign out) and `/locale`: the site-user calls of
 * section 7. Sign-in answers the same 401 for an unknown email and a wrong password, after the
 * same scrypt work; repeated failures are slowed, then refused with 429.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { COOKIE, type SiteUserInfo } from '../../src/api/cookies';
import {
  LocaleRequestSchema,
  SignInRequestSchema,
  SignOutQuerySchema,
} from '../../src/api/site-users';
import { messages } from '../../src/i18n/messages';
import { dummyHash, verifyPassword } from '../accounts/password';
import { ErrorResponse, MESSAGES } from '../errors';
import type { CrumbVariables } from '../middleware/crumb';
import { remoteAddress } from '../middleware/rate-limit';
import type { SignInThrottle } from '../middleware/sign-in-throttle';
import {
  SESSION_COOKIE,
  requireSiteUser,
  signedIn,
  type SiteUserVariables,
} from '../middleware/site-user-session';
import { validateJson, validateQuery } from '../middleware/validate';
import type { CartRepository } from '../repositories/carts';
import { SESSION_TTL_MS, type SiteUserRepository } from '../repositories/site-users';
import { CART_COOKIE_MAX_AGE_S } from './cart';

type Env = { Variables: CrumbVariables & SiteUserVariables };

const limitBody = bodyLimit({
  maxSize: 16 * 1024,
  onError: () => {
    throw new ErrorResponse(413, { message: MESSAGES.invalidRequest });
  },
});

const cookieOptions = (rememberMe: boolean): CookieOptions => ({
  path: '/',
  sameSite: 'Lax',
  ...(rememberMe ? { maxAge: SESSION_TTL_MS.remembered / 1000 } : {}),
});

export function siteUserRoutes(
  users: SiteUserRepository,
  carts: CartRepository,
  throttle: SignInThrottle,
): Hono<Env> {
  return new Hono<Env>()
    .post('/session', limitBody, validateJson(SignInRequestSchema), async (c) => {
      const { email, password, rememberMe } = c.req.valid('json');
      const emailKey = `email:${email.trim().toLowerCase()}`;
      const keys = [emailKey, `client:${remoteAddress(c)}`];
      await throttle.before(keys);
      const user = users.findByEmail(email);
      // An unknown email checks a dummy hash: the same work, the same time, the same answer.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !matches) {
        throttle.failed(keys);
        throw new ErrorResponse(401, { message: messages.signInFailed });
      }
      throttle.succeeded(emailKey);

      const previous = getCookie(c, SESSION_COOKIE);
      if (previous) users.endSession(previous);
      const session = users.startSession(user.id, rememberMe);

      // The cart follows the account: its open cart, else the visitor's becomes the account's.
      const accountCart = user.cartId ? carts.get(user.cartId) : undefined;
      const visitorCart = getCookie(c, COOKIE.cart);
      if (accountCart?.id && !accountCart.isPurchased) {
        setCookie(c, COOKIE.cart, accountCart.id, {
          path: '/',
          sameSite: 'Lax',
          maxAge: CART_COOKIE_MAX_AGE_S,
        });
      } else if (visitorCart && carts.get(visitorCart).id) {
        users.setCart(user.id, visitorCart);
      }

      const options = cookieOptions(rememberMe);
      setCookie(c, SESSION_COOKIE, session.token, { ...options, httpOnly: true });
      const info: SiteUserInfo = { authenticated: true, siteUserId: user.id };
      setCookie(c, COOKIE.siteUser, JSON.stringify(info), options);
      return c.json({ xsrfToken: session.xsrfToken });
    })
    .delete(
      '/session',
      validateQuery(SignOutQuerySchema),
      async (c, next) => {
        // Without a session there is nothing to protect: signing out is always possible.
        if (!c.get('siteUser')) return endSession(c);
        await next();
      },
      requireSiteUser({ crumbFail: true }),
      (c) => {
        const session = signedIn(c);
        const token = getCookie(c, SESSION_COOKIE);
        if (token) users.endSession(token);
        const cartId = session.siteUser.cartId;
        const copy =
          c.req.valid('query').cloneCart === 'true' && cartId ? cloneCart(carts, cartId) : null;
        if (copy) {
          setCookie(c, COOKIE.cart, copy, {
            path: '/',
            sameSite: 'Lax',
            maxAge: CART_COOKIE_MAX_AGE_S,
          });
        } else deleteCookie(c, COOKIE.cart, { path: '/' });
        return endSession(c);
      },
    )
    .post('/locale', requireSiteUser(), limitBody, validateJson(LocaleRequestSchema), (c) => {
      const { language } = c.req.valid('json');
      users.setLocale(signedIn(c).siteUser.id, language);
      return c.json({ language });
    });
}

/** Clears the session cookies (the cart cookie is the caller's business). */
function endSession(c: Context<Env>): Response {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, COOKIE.siteUser, { path: '/' });
  return c.json({ ok: true as const });
}

/**
 * A new cart for the visitor with the account's entries (the account keeps its own); null when
 * the account's cart is empty or gone. Entries whose product can no longer be added are left out.
 */
function cloneCart(carts: CartRepository, cartId: string): string | null {
  const source = carts.get(cartId);
  if (!source.id || source.isPurchased) return null;
  let copy: string | undefined;
  for (const entry of carts.entryRows(cartId)) {
    try {
      const added = carts.add(copy, {
        itemId: entry.item_id,
        sku: entry.sku,
        quantity: entry.quantity,
        additionalFields: entry.additional_fields,
      });
      copy = added.cart.id ?? copy;
    } catch (error) {
      if (!(error instanceof ErrorResponse)) throw error;
    }
  }
  return copy ?? null;
}
