/**
 * Guards for the API client's typed errors (`error-classes.ts`, loaded with the first failed
 * call). Widgets run inside host pages and iframes where `instanceof` across realms (or across
 * two copies of the bundle) is unreliable, and the classes are not loaded before a failure, so
 * the guards read brands: `isApiError` on the base class covers every subclass (as ky's
 * `KyError` does), `isHttpError` on `HttpError` covers its subclasses, and each leaf guard
 * compares `name`.
 */
import type {
  ApiError,
  CrumbError,
  HttpError,
  NetworkError,
  RateLimitError,
  ResponseValidationError,
  TimeoutError,
} from './error-classes';

export type {
  ApiError,
  CrumbError,
  HttpError,
  NetworkError,
  RateLimitError,
  ResponseValidationError,
  TimeoutError,
} from './error-classes';

const branded = (error: unknown, brand: 'isApiError' | 'isHttpError'): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as Record<string, unknown>)[brand] === true &&
  typeof (error as { name?: unknown }).name === 'string';

/** Any client error, from this copy of the bundle or another realm's. */
export function isApiError(error: unknown): error is ApiError {
  return branded(error, 'isApiError');
}

/** An `HttpError`, a `CrumbError` or a `RateLimitError`. */
export function isHttpError(error: unknown): error is HttpError {
  return isApiError(error) && branded(error, 'isHttpError');
}

/**
 * A guard for a class without subclasses: a client error of that `name` (a string literal,
 * since a minifier renames classes). A DOMException named 'NetworkError' or 'TimeoutError' (the
 * fetch wrapper's own, kept as the `cause`) is not one of ours.
 */
const leaf =
  <T extends ApiError>(name: string) =>
  (error: unknown): error is T =>
    isApiError(error) && error.name === name;

export const isCrumbError = leaf<CrumbError>('CrumbError');
export const isRateLimitError = leaf<RateLimitError>('RateLimitError');
export const isNetworkError = leaf<NetworkError>('NetworkError');
export const isTimeoutError = leaf<TimeoutError>('TimeoutError');
export const isResponseValidationError = leaf<ResponseValidationError>('ResponseValidationError');
