/**
 * Anti-forgery: every visitor gets a `crumb` cookie, and every state-changing `/api` call must
 * echo it in the `X-CSRF-Token` header. The cookie is readable by scripts on purpose: the
 * client copies it into the header.
 */
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { COOKIE, CRUMB_HEADER } from '../../src/api/cookies';
import { ErrorResponse, MESSAGES } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CrumbVariables {
  /** The crumb cookie the request carried, or the one issued with this response. */
  crumb: string;
  /** True when the request carried its own crumb cookie. */
  hasCrumbCookie: boolean;
}

/** Issues the crumb cookie to visitors who have none. Runs on every route. */
export function issueCrumb(): MiddlewareHandler<{ Variables: CrumbVariables }> {
  return async (c, next) => {
    const sent = getCookie(c, COOKIE.crumb);
    const crumb = sent || randomBytes(16).toString('hex');
    c.set('crumb', crumb);
    c.set('hasCrumbCookie', Boolean(sent));
    await next();
    if (!sent) setCookie(c, COOKIE.crumb, crumb, { path: '/', sameSite: 'Lax' });
  };
}

/** Refuses POST/PUT/PATCH/DELETE whose `X-CSRF-Token` header is not the crumb cookie. */
export function requireCrumb(): MiddlewareHandler<{ Variables: CrumbVariables }> {
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const header = c.req.header(CRUMB_HEADER);
      if (!c.get('hasCrumbCookie') || !header || header !== c.get('crumb')) {
        throw new ErrorResponse(403, { message: MESSAGES.crumbFail, crumbFail: true });
      }
    }
    await next();
  };
}
