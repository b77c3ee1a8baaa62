/** Cross-origin calls: the API (and the bundle, the installment texts) answer only the origins the server is told to allow, with credentials. */
import type { MiddlewareHandler } from 'hono';
import { CRUMB_HEADER } from '../../src/api/cookies';
import { SITE_USER_XSRF_HEADER } from '../../src/api/cookies';

/** The methods and request headers a page on an allowed origin may use. */
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const ALLOWED_HEADERS = ['Content-Type', CRUMB_HEADER, SITE_USER_XSRF_HEADER].join(', ');
/** How long a browser may keep a preflight's answer, seconds. */
const PREFLIGHT_MAX_AGE = '600';

/** `https://shop.example:8443` from any URL text, or undefined when it is not a URL with an origin. */
export function originOf(text: string): string | undefined {
  try {
    const { origin } = new URL(text);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * CORS for the origins in `allowed` (exact origins, e.g. `https://www.example.com`): the answer
 * names the caller's origin (never `*`, which browsers refuse with credentials), allows
 * credentials (the cart, crumb and session cookies), and says `Vary: Origin` so a cache never
 * hands one origin's answer to another. A preflight (`OPTIONS` with
 * `Access-Control-Request-Method`) is answered 204 here. Other origins get no CORS headers, so
 * the browser keeps their pages from reading the answer.
 */
export function cors(allowed: readonly string[]): MiddlewareHandler {
  const origins = new Set(allowed.map((origin) => originOf(origin) ?? origin));
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const allow = origin !== undefined && origins.has(origin);
    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
    if (preflight) {
      const headers = new Headers({ Vary: 'Origin' });
      if (allow) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        headers.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allow) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    }
  };
}
