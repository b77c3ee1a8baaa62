/** Whether a failed call was answered by something other than the platform API (a wrong API base). */
import { isHttpError, isNetworkError, isRateLimitError, isResponseValidationError } from './errors';

/**
 * Whether a failure is not the platform API's answer: no response at all (unreachable, or CORS
 * refused it), an error status without the API's JSON error body, or a 2xx body that is not
 * JSON. A wrong `data-api-base` fails this way; the API's own refusals do not.
 */
export function isForeignAnswer(error: unknown): boolean {
  if (isHttpError(error)) return error.body === undefined && !isRateLimitError(error);
  if (isNetworkError(error)) return true;
  return isResponseValidationError(error) && error.cause instanceof SyntaxError;
}
