/**
 * The API client's typed errors. Each carries the request method and URL in its message and
 * sets `name`, because widgets run inside host pages and iframes where `instanceof` across
 * realms is unreliable: the guards compare `name` too.
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
}

/** The server answered with a non-2xx status. `body` is the parsed error body, when it had one. */
export class HttpError extends ApiError {
  override name = 'HttpError';
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(method: string, url: string, status: number, body: ErrorBody | undefined) {
    super(method, url, `HTTP ${status}${body ? ` ${body.message}` : ''}`);
    this.status = status;
    this.body = body;
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

/** The server answered 2xx with a body that does not match the expected schema. */
export class ResponseValidationError extends ApiError {
  override name = 'ResponseValidationError';
}

/**
 * `instanceof` first; across realms, fall back to `name`, listing the subclasses' names too
 * (string literals, since a minifier renames classes).
 */
const guard =
  <T extends ApiError>(ctor: abstract new (...args: never[]) => T, ...accepted: string[]) =>
  (error: unknown): error is T =>
    error instanceof ctor ||
    (error instanceof Object &&
      'name' in error &&
      typeof error.name === 'string' &&
      accepted.includes(error.name));

export const isHttpError = guard(HttpError, 'HttpError', 'CrumbError', 'RateLimitError');
export const isCrumbError = guard(CrumbError, 'CrumbError');
export const isRateLimitError = guard(RateLimitError, 'RateLimitError');
export const isNetworkError = guard(NetworkError, 'NetworkError');
export const isTimeoutError = guard(TimeoutError, 'TimeoutError');
export const isResponseValidationError = guard(ResponseValidationError, 'ResponseValidationError');
export const isApiError = guard(
  ApiError,
  'ApiError',
  'HttpError',
  'CrumbError',
  'RateLimitError',
  'NetworkError',
  'TimeoutError',
  'ResponseValidationError',
);
