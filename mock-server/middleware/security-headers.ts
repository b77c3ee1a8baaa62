/**
 * Response headers of every answer: `nosniff` everywhere, no framing of pages, `no-store` on
 * the calls and pages that carry a visitor's cart or order, and the demo pages' policy.
 */
import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of the demo's pages (shop, checkout, `demo/`): scripts, styles,
 * images and calls from the server itself only, no inline script or style (the bundle adds its
 * styles as constructable stylesheets), no plugins, no framing.
 */
export const DEMO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The policy of every other page: only that no other site may frame it. */
export const FRAME_POLICY = "frame-ancestors 'none'";

/** Paths whose answers hold a visitor's cart, order or session: never stored by a cache. */
const NO_STORE = /^\/(api|checkout)(\/|$)/;

/**
 * Adds `X-Content-Type-Options: nosniff` to every response; to HTML, `X-Frame-Options: DENY` and
 * (unless the route set a policy) `Content-Security-Policy: frame-ancestors 'none'`; to `/api`
 * and `/checkout` answers without a `Cache-Control` of their own, `Cache-Control: no-store`.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    if ((headers.get('Content-Type') ?? '').startsWith('text/html')) {
      headers.set('X-Frame-Options', 'DENY');
      if (!headers.has('Content-Security-Policy'))
        headers.set('Content-Security-Policy', FRAME_POLICY);
    }
    if (NO_STORE.test(c.req.path) && !headers.has('Cache-Control')) {
      headers.set('Cache-Control', 'no-store');
    }
  };
}

/** Sets `policy` as the Content-Security-Policy of the HTML pages of the routes it guards. */
export function pagePolicy(policy: string = DEMO_CSP): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if ((c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', policy);
    }
  };
}
