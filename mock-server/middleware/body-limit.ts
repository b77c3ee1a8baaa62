/**
 * Request body limits, one per call: a body past its call's limit answers `413` with the limit
 * in the message, before any route reads it. Hono's `bodyLimit` checks a declared
 * `Content-Length` before reading anything and counts a chunked body while it streams in,
 * stopping at the limit, so no body larger than the limit is ever held or parsed (the server
 * then drains the rest briefly and closes the connection).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CONTENT_MAX_BYTES } from '../../src/editor/content';
import { MAX_FILE_BYTES } from '../../src/editor/file';
import { ErrorResponse } from '../errors';
import { FORM_MESSAGES } from '../repositories/forms';

const KB = 1024;

export interface BodyLimitRule {
  /** Matches the request path. */
  path: RegExp;
  maxBytes: number;
  /** The 413's message. @default bodyTooLargeText(maxBytes) */
  message?: string;
  /**
   * The route counts the body itself as it streams to disk and answers its own 413 (uploads):
   * this middleware leaves it alone, as it would otherwise hold the whole body in memory.
   */
  countedByRoute?: true;
}

/** The limits per call, first match wins; every other request is held to the last one. */
export const BODY_LIMITS: readonly BodyLimitRule[] = [
  // Form blocks: up to 10 000 characters per field, many fields. The form shows the message,
  // so it is the forms' own text.
  {
    path: /^\/api\/(rest\/forms\/validate\/|form\/SaveFormSubmission$)/,
    maxBytes: 512 * KB,
    message: FORM_MESSAGES.unparsable,
  },
  // Restock signups and the merchant's sends.
  { path: /^\/api\/site-users\/account\/notifications\/restock(\/|$)/, maxBytes: 64 * KB },
  // Cart calls: an entry's additional fields are the largest part.
  { path: /^\/api\/commerce\/shopping-cart(\/|$)/, maxBytes: 64 * KB },
  { path: /^\/api\/3\/commerce\/cart(\/|$)/, maxBytes: 64 * KB },
  // The file manager's uploads: the route stops at the limit with the documents' text.
  { path: /^\/api\/editor\/files$/, maxBytes: MAX_FILE_BYTES, countedByRoute: true },
  // Analytics: a batch of up to 10 error reports (stacks of 5000 characters), a performance batch.
  { path: /^\/api\/(events\/RecordJavascriptErrors|1\/performance\/records)$/, maxBytes: 128 * KB },
  // The content editors' saves: a chart dataset, code or markdown.
  { path: /^\/api\/content\//, maxBytes: CONTENT_MAX_BYTES },
  // Everything else: checkout forms (a crumb, an email, a name, a coupon), census, keys, tests.
  { path: /^/, maxBytes: 16 * KB },
];

/** 'The request body is too large: at most 64 KB.' */
export const bodyTooLargeText = (maxBytes: number): string =>
  `The request body is too large: at most ${Math.round(maxBytes / KB)} KB.`;

/** The rule of `path` in `rules` (the last one when none matches). */
export function bodyLimitRule(
  path: string,
  rules: readonly BodyLimitRule[] = BODY_LIMITS,
): BodyLimitRule {
  return rules.find((rule) => rule.path.test(path)) ?? rules[rules.length - 1]!;
}

/** The limit of `path` in bytes. */
export const bodyLimitOf = (path: string, rules: readonly BodyLimitRule[] = BODY_LIMITS): number =>
  bodyLimitRule(path, rules).maxBytes;

/** Holds every request's body to its call's limit (`BODY_LIMITS`). */
export function limitBodies(rules: readonly BodyLimitRule[] = BODY_LIMITS): MiddlewareHandler {
  const limiters = new Map(
    rules.map((rule) => [
      rule,
      bodyLimit({
        maxSize: rule.maxBytes,
        onError: () => {
          throw new ErrorResponse(413, {
            message: rule.message ?? bodyTooLargeText(rule.maxBytes),
          });
        },
      }),
    ]),
  );
  return (c, next) => {
    const rule = bodyLimitRule(c.req.path, rules);
    return rule.countedByRoute ? next() : limiters.get(rule)!(c, next);
  };
}
