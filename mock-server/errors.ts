/**
 * The mock server's errors: an `HTTPException` that carries the platform's error body, and the
 * one `onError` handler that answers every failure with an `ErrorBody`.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../src/api/error-classes';
import { messages } from '../src/i18n/messages';

/** The texts the mock server answers with: the documents' ones from the widgets' catalogue. */
export const MESSAGES = {
  invalidRequest: 'Invalid request',
  crumbFail: messages.sessionExpired,
  rateLimited: messages.rateLimited,
  itemNotFound: 'Item not found',
  variantUnavailable: messages.variantUnavailable,
  notEnoughStock: messages.notEnoughStock,
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  internal: 'Something went wrong on the mock server.',
} as const;

/**
 * Thrown by a route or middleware to answer with `status` and the platform's error `body` (and
 * `headers`, e.g. `Retry-After`). Not the client's `ApiError`, which is what a caller gets for a
 * failed call: this is what the server sends.
 */
export class ErrorResponse extends HTTPException {
  override name = 'ErrorResponse';

  constructor(
    status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message: body.message });
  }
}

export function onError(err: Error, c: Context): Response {
  if (err instanceof ErrorResponse) {
    return c.json(err.body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    return c.json(
      { message: err.message || MESSAGES.invalidRequest } satisfies ErrorBody,
      err.status,
    );
  }
  console.error(`[mock-server] ${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ message: MESSAGES.internal } satisfies ErrorBody, 500);
}
