/**
 * The API client's typed errors. Each carries the request method and URL in its message, sets
 * `name`, and keeps what caused it as `cause`. Widgets run inside host pages and iframes where
 * `instanceof` across realms (or across two copies of the bundle) is unreliable, so the guards
 * fall back to brands: `isApiError` on the base class covers every subclass (as ky's `KyError`
 * does), `isHttpError` on `HttpError` covers its subclasses, and each leaf guard compares `name`.
 */
import type { ErrorBody } from './schemas';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly method: string;
  readonly url: string;

  constructor(method: string, url: string, detail: string, options?: ErrorOptions) {
    super(`${method} ${url}: ${detail}`, options);
    this.method = method;
    this.url = url;
  }

  /** Brand of every client error, read by `isApiError` where `instanceof` fails. */
  get isApiError(): true {
    return true;
  }
}

/** The server answered with a non-2xx status. `body` is the parsed error body, when it had one. */
export class HttpError extends ApiError {
  override name = 'HttpError';
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(
    method: string,
    url: string,
    status: number,
    body: ErrorBody | undefined,
    options?: ErrorOptions,
  ) {
    super(method, url, `HTTP ${status}${body ? ` ${body.message}` : ''}`, options);
    this.status = status;
    this.body = body;
  }

  /** Brand of `HttpError` and its subclasses, read by `isHttpError`. */
  get isHttpError(): true {
    return true;
  }
}

/** The anti-forgery check failed (the crumb cookie is missing or stale). */
export class CrumbError extends HttpError {
  override name = 'CrumbError';
}

/** HTTP 429: the visitor sent too many requests. */
export class RateLimitError extends HttpError {
  override name = 'RateLimitError';
}

/** No response: the server is down, the network is gone, or CORS refused the call. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
}

export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
}

/**
 * The server answered 2xx with a body that is not JSON or does not match the expected schema.
 * `cause` is the JSON parse error or the schema's issues.
 */
export class ResponseValidationError extends ApiError {
  override name = 'ResponseValidationError';
}

const branded = (error: unknown, brand: 'isApiError' | 'isHttpError'): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as Record<string, unknown>)[brand] === true &&
  typeof (error as { name?: unknown }).name === 'string';

/** Any client error, from this copy of the bundle or another realm's. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || branded(error, 'isApiError');
}

/** An `HttpError`, a `CrumbError` or a `RateLimitError`. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError || (isApiError(error) && branded(error, 'isHttpError'));
}

/**
 * A guard for a class without subclasses: `instanceof`, else a client error of that `name`
 * (a string literal, since a minifier renames classes). A DOMException named 'NetworkError' or
 * 'TimeoutError' (the fetch wrapper's own, kept as the `cause`) is not one of ours.
 */
const leaf =
  <T extends ApiError>(ctor: abstract new (...args: never[]) => T, name: string) =>
  (error: unknown): error is T =>
    error instanceof ctor || (isApiError(error) && error.name === name);

export const isCrumbError = leaf(CrumbError, 'CrumbError');
export const isRateLimitError = leaf(RateLimitError, 'RateLimitError');
export const isNetworkError = leaf(NetworkError, 'NetworkError');
export const isTimeoutError = leaf(TimeoutError, 'TimeoutError');
export const isResponseValidationError = leaf(ResponseValidationError, 'ResponseValidationError');
