/**
 * The API client's typed errors, and how a failed call becomes one (`toApiError`). Each carries
 * the request method and URL in its message, sets `name`, and keeps what caused it as `cause`.
 * The client loads this file with its first failed call (a page whose calls succeed never does);
 * everything else tells the errors apart with the guards of `errors.ts`, which read their brands.
 */
import { HttpStatusError } from './http';
import { lazySchema, loadIssueTexts, z } from './zod';

/**
 * The platform's error body. `crumbFail` marks an anti-forgery failure; `errors` maps a field
 * (a request path such as `quantity`, or a form field id) to its message; a refused
 * `SaveFormSubmission` carries that map as `data.errors` instead (section 7).
 */
export const ErrorBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    crumbFail: z.optional(z.boolean()),
    errors: z.optional(z.record(z.string(), z.string())),
    data: z.optional(z.object({ errors: z.optional(z.record(z.string(), z.string())) })),
  }),
);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

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

/**
 * The error of a 2xx answer the client cannot use: a body that is not JSON (`cause` its parse
 * error), or one `schema` refuses (`cause` its issues), parsed again once zod's issue texts are
 * loaded so the console names each problem in words.
 */
export async function unusableAnswer(
  method: string,
  url: string,
  cause: unknown,
  refused?: { schema: z.ZodMiniType; body: unknown },
): Promise<ResponseValidationError> {
  if (!refused) {
    return new ResponseValidationError(method, url, 'the response body is not JSON', { cause });
  }
  await loadIssueTexts();
  const worded = refused.schema.safeParse(refused.body);
  const issues = worded.success ? (cause as z.core.$ZodError) : worded.error;
  return new ResponseValidationError(method, url, z.prettifyError(issues), { cause: issues });
}

/** The client error for a call that got no usable answer: a non-2xx status, a timeout, no response. */
export async function toApiError(error: unknown, method: string, url: string): Promise<ApiError> {
  if (error instanceof HttpStatusError) {
    const { status } = error.response;
    const parsed = ErrorBodySchema.safeParse(await error.response.json().catch(() => undefined));
    const body = parsed.success ? parsed.data : undefined;
    const options = { cause: error };
    if (status === 429) return new RateLimitError(method, url, status, body, options);
    if (body?.crumbFail) return new CrumbError(method, url, status, body, options);
    return new HttpError(method, url, status, body, options);
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new TimeoutError(method, url, 'request timed out', { cause: error });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new NetworkError(method, url, `no response (${detail})`, { cause: error });
}
