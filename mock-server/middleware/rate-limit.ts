/**
 * A fixed-window rate limit per visitor, keyed on what a client cannot mint for free: the
 * connection's address (an IPv6 address by its /64, which one machine gets whole) and, where
 * the visitor has one, the session the server issued (the `CART` cookie today). Each request
 * counts against its address and its session; either past the limit answers the platform's
 * HTTP 429 with `Retry-After`. The crumb cookie is not a key: a client makes a fresh one for
 * free with every request.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '../../src/api/cookies';
import { ErrorResponse, MESSAGES } from '../errors';

export interface RateLimitOptions {
  /** Requests allowed per visitor per window. @default 600 */
  max: number;
  /** @default 10_000 */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 600, windowMs: 10_000 };

/** Paths no limit applies to: the script bundle's files (a page loads a dozen, cacheable). */
const UNLIMITED = /^\/storefront\//;

interface Window {
  start: number;
  count: number;
}

/** The rate-limit key of an address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The connection's address; in-process `app.request()` calls have no socket: "local". */
export function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** The key of the request's address (`addressKey` of `remoteAddress`). */
export const clientAddress = (c: Context): string => addressKey(remoteAddress(c));

/** The keys a request counts against: its address, and its session if it has one. */
export function visitorKeys(c: Context): string[] {
  const keys = [`addr:${clientAddress(c)}`];
  const session = getCookie(c, COOKIE.cart);
  if (session) keys.push(`session:${session.slice(0, 100)}`);
  return keys;
}

export function rateLimit(
  { max, windowMs }: RateLimitOptions,
  now: () => number = Date.now,
): MiddlewareHandler {
  const windows = new Map<string, Window>();
  /** Counts the request against `key`; the seconds to wait when it is over the limit. */
  const count = (key: string, time: number): number | undefined => {
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= max) return undefined;
    return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
  };
  return async (c, next) => {
    if (UNLIMITED.test(c.req.path)) return next();
    const time = now();
    if (windows.size > 10_000) prune(windows, time, windowMs);
    // The address first: a request it refuses never reaches (or mints) a session window.
    for (const key of visitorKeys(c)) {
      const retryAfter = count(key, time);
      if (retryAfter !== undefined) {
        throw new ErrorResponse(
          429,
          { message: MESSAGES.rateLimited },
          { 'Retry-After': String(retryAfter) },
        );
      }
    }
    await next();
  };
}

function prune(windows: Map<string, Window>, time: number, windowMs: number): void {
  for (const [key, window] of windows) {
    if (time - window.start >= windowMs) windows.delete(key);
  }
}
