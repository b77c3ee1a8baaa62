/**
 * A fixed-window rate limit per visitor (the crumb cookie, else the remote address), so tests and
 * testers can provoke the platform's HTTP 429.
 */
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ErrorResponse, MESSAGES } from '../errors';
import type { CrumbVariables } from './crumb';

export interface RateLimitOptions {
  /** Requests allowed per visitor per window. @default 600 */
  max: number;
  /** @default 10_000 */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 600, windowMs: 10_000 };

interface Window {
  start: number;
  count: number;
}

export function rateLimit(
  { max, windowMs }: RateLimitOptions,
  now: () => number = Date.now,
): MiddlewareHandler<{ Variables: CrumbVariables }> {
  const windows = new Map<string, Window>();
  return async (c, next) => {
    const time = now();
    if (windows.size > 10_000) prune(windows, time, windowMs);
    const key = c.get('hasCrumbCookie') ? `crumb:${c.get('crumb')}` : `addr:${remoteAddress(c)}`;
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > max) {
      const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
      throw new ErrorResponse(
        429,
        { message: MESSAGES.rateLimited },
        { 'Retry-After': String(retryAfter) },
      );
    }
    await next();
  };
}

function prune(windows: Map<string, Window>, time: number, windowMs: number): void {
  for (const [key, window] of windows) {
    if (time - window.start >= windowMs) windows.delete(key);
  }
}

/** In-process `app.request()` calls have no socket; they share one "local" visitor. */
export function remoteAddress(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
