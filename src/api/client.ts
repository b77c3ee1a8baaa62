/**
 * The one place widgets talk to the platform. Every call goes through `./http` with the configured
 * API base, every response is parsed by its schema from `./schemas`, and every failure becomes
 * one of the typed errors of `./error-classes`, loaded with the first failure (`errorClasses`).
 * Only idempotent GETs are retried.
 */
import type { z } from './zod';
import { COOKIE, CRUMB_HEADER, readCookie as readDocumentCookie } from './cookies';
import { isCrumbError, type ApiError } from './errors';
import { isForeignAnswer } from './foreign-answer';
import { isSafeMethod, send, type HttpOptions } from './http';
import {
  AddEntryResponseSchema,
  ShoppingCartSchema,
  StockResponseSchema,
  type AddEntryRequest,
  type AddEntryResponse,
  type ShoppingCart,
  type StockResponse,
} from './schemas';

export interface ApiClientOptions {
  /** Absolute URL the `/api/...` paths are resolved against, e.g. `https://shop.example.com/`. */
  apiBase: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Per-attempt timeout. @default 10000 */
  timeoutMs?: number;
  /** Retries of a failed GET (network errors, 408, 5xx). @default 2 */
  getRetries?: number;
  /** @default reads `document.cookie` */
  readCookie?: (name: string) => string | undefined;
  /** Told of each failure that is not the API's answer (`isForeignAnswer`): a wrong API base. */
  onForeignAnswer?: (error: ApiError) => void;
}

export interface ApiClient {
  /**
   * Any platform call: the crumb header on non-GET methods, GET retries, typed errors, and the
   * response parsed by `schema`. Feature modules (`src/api/<feature>.ts`) build their typed calls
   * on it, e.g. `api.request('POST', 'api/form/FormSubmissionKey', KeySchema)`.
   * @throws ApiError subclasses (see `./errors`) and ResponseValidationError.
   */
  request<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    options?: CallOptions,
  ): Promise<z.infer<S>>;
  getCart(): Promise<ShoppingCart>;
  addEntry(request: AddEntryRequest): Promise<AddEntryResponse>;
  getStock(itemId: string): Promise<StockResponse>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallOptions {
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as an `application/x-www-form-urlencoded` body. */
  form?: Record<string, string>;
  searchParams?: Record<string, string>;
  /** Headers of this call only; a function is read again for each attempt (a retry). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Call once more when the answer is an anti-forgery failure (`crumbFail`). @default false */
  retryOnCrumbFail?: boolean;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { onForeignAnswer } = options;
  const readCookie = options.readCookie ?? readDocumentCookie;
  const base = options.apiBase.endsWith('/') ? options.apiBase : `${options.apiBase}/`;
  const http: HttpOptions = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.getRetries ?? 2,
  };

  async function call<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<z.infer<S>> {
    const { json, form, searchParams, headers, retryOnCrumbFail } = options;
    const url = base + path;
    let text: string;
    try {
      const request = new Headers(typeof headers === 'function' ? headers() : headers);
      // The crumb cookie is read per call: a failed answer may have renewed it.
      const crumb = isSafeMethod(method) ? undefined : readCookie(COOKIE.crumb);
      if (crumb) request.set(CRUMB_HEADER, crumb);
      let body: BodyInit | undefined;
      if (json !== undefined) {
        body = JSON.stringify(json);
        request.set('content-type', 'application/json');
      } else if (form !== undefined) body = new URLSearchParams(form);
      const query = searchParams ? `?${new URLSearchParams(searchParams).toString()}` : '';
      const response = await send(
        url + query,
        { method, headers: request, credentials: 'include', ...(body ? { body } : {}) },
        http,
      );
      text = await response.text();
    } catch (error) {
      // Without the classes' file (the connection is gone), the failure as fetch gave it.
      const failure = await errorClasses().then(
        ({ toApiError }) => toApiError(error, method, url),
        () => error,
      );
      // The failed answer renewed the crumb cookie; the second attempt reads it afresh.
      if (retryOnCrumbFail && isCrumbError(failure)) {
        return call(method, path, schema, { ...options, retryOnCrumbFail: false });
      }
      if (isForeignAnswer(failure)) onForeignAnswer?.(failure as ApiError);
      throw failure;
    }
    // The server did answer: a body that is not JSON is a bad response, not a lost connection.
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      const failure = await (await errorClasses()).unusableAnswer(method, url, error);
      onForeignAnswer?.(failure);
      throw failure;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw await (
        await errorClasses()
      ).unusableAnswer(method, url, parsed.error, { schema, body });
    }
    return parsed.data;
  }

  return {
    request: call,
    getCart: () =>
      call('GET', 'api/commerce/shopping-cart', ShoppingCartSchema, {
        searchParams: { calculateSubtotal: 'true' },
      }),
    addEntry: (request) =>
      call('POST', 'api/commerce/shopping-cart/entries', AddEntryResponseSchema, { json: request }),
    getStock: (itemId) =>
      call('GET', 'api/commerce/inventory/stock', StockResponseSchema, {
        searchParams: { itemId },
      }),
  };
}

/** The typed errors and `toApiError`, loaded with the first failed call, not with every page. */
const errorClasses = () => import('./error-classes');
