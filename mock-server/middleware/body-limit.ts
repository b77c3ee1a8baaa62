/**
 * Request body limits, one per call: a body past its call's limit answers `413` with the limit
 * in the message, before any route reads it. Hono's `bodyLimit` checks a declared
 * `Content-Length` before reading anything and counts a chunked body while it streams in,
 * stopping at the limit, so no body larger than the limit is ever held or parsed (the server
 * then drains the rest briefly and closes the connection).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorResponse } from '../errors';

const KB = 1024;

export interface BodyLimitRule {
  /** Matches the request path. */
  path: RegExp;
  maxBytes: number;
}

/** The limits per call, first match wins; every other request is held to the last one. */
export const BODY_LIMITS: readonly BodyLimitRule[] = [
  // Form blocks: up to 10 000 characters per field, many fields.
  { path: /^\/api\/(rest\/forms\/validate\/|form\/SaveFormSubmission$)/, maxBytes: 512 * KB },
  // Restock signups and the merchant's sends.
  { path: /^\/api\/site-users\/account\/notifications\/restock(\/|$)/, maxBytes: 64 * KB },
  // Cart calls: an entry's additional fields are the largest part.
  { path: /^\/api\/commerce\/shopping-cart(\/|$)/, maxBytes: 64 * KB },
  { path: /^\/api\/3\/commerce\/cart(\/|$)/, maxBytes: 64 * KB },
  // Everything else: checkout forms (a crumb, an email, a name, a coupon), census, keys, tests.
  { path: /^/, maxBytes: 16 * KB },
];

/** 'The request body is too large: at most 64 KB.' */
export const bodyTooLargeText = (maxBytes: number): string =>
  `The request body is too large: at most ${Math.round(maxBytes / KB)} KB.`;

/** The limit of `path` in `rules`. */
export function bodyLimitOf(path: string, rules: readonly BodyLimitRule[] = BODY_LIMITS): number {
  return (rules.find((rule) => rule.path.test(path)) ?? rules[rules.length - 1]!).maxBytes;
}

/** Holds every request's body to its call's limit (`BODY_LIMITS`). */
export function limitBodies(rules: readonly BodyLimitRule[] = BODY_LIMITS): MiddlewareHandler {
  const limiters = new Map(
    rules.map((rule) => [
      rule.maxBytes,
      bodyLimit({
        maxSize: rule.maxBytes,
        onError: () => {
          throw new ErrorResponse(413, { message: bodyTooLargeText(rule.maxBytes) });
        },
      }),
    ]),
  );
  return (c, next) => limiters.get(bodyLimitOf(c.req.path, rules))!(c, next);
}
