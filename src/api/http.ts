/**
 * The client's fetch wrapper (what ky did for us, in a fraction of its 4.5 KB gzip): one attempt
 * per `timeoutMs` (aborted and rejected with a `TimeoutError` DOMException when it runs out), a
 * non-2xx answer rejected as an `HttpStatusError` carrying the response, and retries of safe
 * methods on a lost connection or a 408/5xx answer after 0.3 s, 0.6 s, ... (ky's backoff).
 */

/** Statuses a GET is tried again on: the server may answer next time. */
const RETRY_STATUSES = new Set([408, 500, 502, 503, 504]);
const RETRY_BASE_MS = 300;

/**
 * Methods that change nothing: retried on failure, and sent without the crumb. The client's calls
 * are GET, POST, PUT and DELETE (`Method`), so GET is the one.
 */
export const isSafeMethod = (method: string): boolean => method === 'GET';

/** A non-2xx answer (the response's body is still unread). */
export class HttpStatusError extends Error {
  override name = 'HTTPError';
  constructor(
    readonly response: Response,
    method: string,
    url: string,
  ) {
    super(`Request failed with status code ${response.status}: ${method} ${url}`);
  }
}

export interface HttpOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  /** Further attempts of a GET. */
  retries: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One attempt, given up after `timeoutMs`. */
async function attempt(url: string, init: RequestInit, options: HttpOptions): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DOMException(
        `request timed out after ${options.timeoutMs} ms`,
        'TimeoutError',
      );
      controller.abort(error);
      reject(error);
    }, options.timeoutMs);
  });
  try {
    return await Promise.race([
      options.fetch(url, { ...init, signal: controller.signal }),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches `url`; resolves with a 2xx response, rejects with the last failure. */
export async function send(
  url: string,
  init: RequestInit,
  options: HttpOptions,
): Promise<Response> {
  const method = init.method ?? 'GET';
  const retries = isSafeMethod(method) ? options.retries : 0;
  for (let tried = 0; ; tried++) {
    let failure: unknown;
    try {
      const response = await attempt(url, init, options);
      if (response.ok) return response;
      failure = new HttpStatusError(response, method, url);
      if (!RETRY_STATUSES.has(response.status) || tried >= retries) throw failure;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      if (error === failure || timedOut || tried >= retries) throw error;
    }
    await delay(RETRY_BASE_MS * 2 ** tried);
  }
}
