/** The fire-and-forget transport of every analytics call: `navigator.sendBeacon`, else a `fetch` with a plain-text (or form) body, given up after 2500 ms; it never throws and never shows anything. */
import { ANALYTICS_TIMEOUT_MS } from '../api/analytics-contract';

export interface SendOptions {
  /** Extra request headers; a beacon cannot carry them, so a call with headers always fetches. */
  headers?: Record<string, string>;
  /** Try the beacon first. @default true */
  beacon?: boolean;
  timeoutMs?: number;
}

/** The outcome: the HTTP status of a fetch, 'beacon' when the browser queued a beacon, undefined when it failed. */
export type SendResult = number | 'beacon' | undefined;

/** A string body goes as `text/plain` (no CORS preflight); form fields as a form. */
export type Body = string | URLSearchParams;

/** Runs `fetch` with a timeout; resolves to the response or undefined, never rejects. */
async function timedFetch(url: string, init: RequestInit, timeoutMs: number) {
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller?.abort();
      resolve(undefined);
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      fetch(url, { ...init, ...(controller ? { signal: controller.signal } : {}) }).catch(
        () => undefined,
      ),
      timeout,
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs `body` to `url` once: no retry, no error shown or thrown. */
export async function send(
  url: string,
  body: Body,
  options: SendOptions = {},
): Promise<SendResult> {
  try {
    const { headers, beacon = true, timeoutMs = ANALYTICS_TIMEOUT_MS } = options;
    if (beacon && !headers && typeof navigator !== 'undefined' && navigator.sendBeacon) {
      const data = typeof body === 'string' ? new Blob([body], { type: 'text/plain' }) : body;
      if (navigator.sendBeacon(url, data)) return 'beacon';
    }
    const response = await timedFetch(
      url,
      {
        method: 'POST',
        body,
        headers: {
          ...(typeof body === 'string' ? { 'Content-Type': 'text/plain;charset=UTF-8' } : {}),
          ...headers,
        },
        credentials: 'same-origin',
        keepalive: true,
      },
      timeoutMs,
    );
    return response?.status;
  } catch {
    return undefined;
  }
}

/** GETs JSON from `url`; undefined on any failure or after the timeout. */
export async function getJson(url: string, timeoutMs = ANALYTICS_TIMEOUT_MS): Promise<unknown> {
  try {
    const response = await timedFetch(url, { credentials: 'same-origin' }, timeoutMs);
    return response?.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
