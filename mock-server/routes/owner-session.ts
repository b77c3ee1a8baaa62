/**
 * `/api/owner/session` (sign in, sign out) and `/api/owner/me`: the console's owner sessions.
 * Sign-in answers the same 401 for an unknown email and a wrong password, after the same scrypt
 * work (the site users' `dummyHash`), and repeated failures are slowed, then refused with 429
 * (the site users' throttle), so the answers never tell which emails have accounts.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { OwnerSignInRequestSchema, roleAllows, type OwnerInfo } from '../../src/api/owner';
import { messages } from '../../src/i18n/messages';
import { dummyHash, verifyPassword } from '../accounts/password';
import type { Db } from '../db';
import { ErrorResponse } from '../errors';
import { OWNER_SESSION_COOKIE, ownerRepositoryOf, ownerSessionOf } from '../middleware/owner-role';
import { remoteAddress } from '../middleware/rate-limit';
import type { SignInThrottle } from '../middleware/sign-in-throttle';
import { validateJson } from '../middleware/validate';
import type { Owner } from '../repositories/owners';

/** What the console shows of an owner. */
export const ownerInfo = (owner: Owner): OwnerInfo => ({
  email: owner.email,
  role: owner.role,
  canEdit: roleAllows(owner.role, 'editor'),
  canManageStore: roleAllows(owner.role, 'storeManager'),
});

/**
 * Checks the email and password and starts a session (the cookie set on `c`); throws the 401
 * (or the throttle's 429). Shared by the JSON call and the console's sign-in form.
 */
export async function signInOwner(
  c: Context,
  db: Db,
  throttle: SignInThrottle,
  email: string,
  password: string,
): Promise<Owner> {
  const owners = ownerRepositoryOf(db);
  const emailKey = `owner:${email.trim().toLowerCase()}`;
  const keys = [emailKey, `owner-client:${remoteAddress(c)}`];
  await throttle.before(keys);
  const owner = owners.findByEmail(email);
  const matches = await verifyPassword(password, owner?.passwordHash ?? (await dummyHash()));
  if (!owner || !matches) {
    throttle.failed(keys);
    throw new ErrorResponse(401, { message: messages.signInFailed });
  }
  throttle.succeeded(emailKey);
  const previous = getCookie(c, OWNER_SESSION_COOKIE);
  if (previous) owners.endSession(previous);
  const session = owners.startSession(owner.email);
  setCookie(c, OWNER_SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
  });
  return owner;
}

/** Ends the request's owner session (if any) and clears its cookie. */
export function signOutOwner(c: Context, db: Db): void {
  const token = getCookie(c, OWNER_SESSION_COOKIE);
  if (token) ownerRepositoryOf(db).endSession(token);
  deleteCookie(c, OWNER_SESSION_COOKIE, { path: '/' });
}

export function ownerSessionRoutes(db: Db, throttle: SignInThrottle): Hono {
  return new Hono()
    .post('/session', validateJson(OwnerSignInRequestSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      return c.json(ownerInfo(await signInOwner(c, db, throttle, email, password)));
    })
    .delete('/session', (c) => {
      signOutOwner(c, db);
      return c.json({ ok: true as const });
    })
    .get('/me', (c) => {
      c.header('Cache-Control', 'no-store');
      const session = ownerSessionOf(db, c);
      if (!session) throw new ErrorResponse(401, { message: messages.signInRequired });
      return c.json(ownerInfo(session.owner));
    });
}
