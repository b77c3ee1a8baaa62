/**
 * Failed sign-ins per email and per client: after a few, every attempt waits longer; after a
 * few more, the platform's 429 ('Please try again in a few seconds.') until the window passes.
 * Successful sign-ins clear the email's count, never the client's.
 */
import { ErrorResponse, MESSAGES } from '../errors';

export const SIGN_IN_THROTTLE = {
  /** Failures within this many ms count. */
  windowMs: 60_000,
  /** Failures after which each attempt is slowed... */
  slowAfter: 3,
  /** ...by this many ms per failure beyond `slowAfter`. */
  stepMs: 250,
  /** Failures after which attempts are refused with 429. */
  refuseAfter: 6,
} as const;

interface Count {
  start: number;
  failures: number;
}

export interface SignInThrottle {
  /** Waits as long as the keys' failures say; throws the 429 once they are too many. */
  before(keys: readonly string[]): Promise<void>;
  failed(keys: readonly string[]): void;
  succeeded(key: string): void;
}

export function createSignInThrottle(
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): SignInThrottle {
  const counts = new Map<string, Count>();
  const current = (key: string): Count | undefined => {
    const count = counts.get(key);
    if (count && now() - count.start >= SIGN_IN_THROTTLE.windowMs) {
      counts.delete(key);
      return undefined;
    }
    return count;
  };
  return {
    async before(keys) {
      let worst: Count | undefined;
      for (const key of keys) {
        const count = current(key);
        if (count && (!worst || count.failures > worst.failures)) worst = count;
      }
      if (!worst) return;
      if (worst.failures >= SIGN_IN_THROTTLE.refuseAfter) {
        const retryAfter = Math.ceil((worst.start + SIGN_IN_THROTTLE.windowMs - now()) / 1000);
        throw new ErrorResponse(
          429,
          { message: MESSAGES.rateLimited },
          { 'Retry-After': String(Math.max(1, retryAfter)) },
        );
      }
      const extra = worst.failures - SIGN_IN_THROTTLE.slowAfter + 1;
      if (extra > 0) await sleep(extra * SIGN_IN_THROTTLE.stepMs);
    },
    failed(keys) {
      if (counts.size > 10_000) for (const key of [...counts.keys()]) current(key);
      for (const key of keys) {
        const count = current(key) ?? { start: now(), failures: 0 };
        count.failures += 1;
        counts.set(key, count);
      }
    },
    succeeded(key) {
      counts.delete(key);
    },
  };
}
