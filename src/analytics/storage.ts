/** The analytics storage: cookies (write, clear) and the one storage helper (JSON value with optional expiry; localStorage with a cookie fallback). */
import { readCookie } from '../api/cookies';

/** Sets a first-party cookie for the whole site; `maxAgeSeconds` 0 deletes it. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? ';Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;max-age=${maxAgeSeconds};SameSite=Lax${secure}`;
}

/** Deletes cookies on this path and on the site's parent domains (where a platform may set them). */
export function clearCookies(names: readonly string[]): void {
  const parts = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i++) domains.push(`;domain=.${parts.slice(i).join('.')}`);
  for (const name of names)
    for (const domain of domains)
      document.cookie = `${name}=;path=/;max-age=0;expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
}

interface Stored<T> {
  value: T;
  /** Epoch ms after which the value is gone. */
  expires?: number;
}

export interface StorageHelper {
  /** False when neither localStorage nor cookies can hold a value. */
  readonly available: boolean;
  get<T>(key: string): T | undefined;
  /** Stores `value` (as JSON), for `ttlMs` when given; false when it could not be stored. */
  set<T>(key: string, value: T, ttlMs?: number): boolean;
  remove(key: string): void;
}

function localStorageWorks(): Storage | undefined {
  try {
    const storage = window.localStorage;
    const probe = '__sf_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

function cookiesWork(): boolean {
  try {
    return navigator.cookieEnabled;
  } catch {
    return false;
  }
}

/**
 * The storage helper: a JSON value with an optional expiry in localStorage, or in a cookie
 * when localStorage is unavailable (private modes, blocked storage). An expired or unreadable
 * value reads as undefined.
 */
export function createStorage(now: () => number = Date.now): StorageHelper {
  const local = localStorageWorks();
  const cookies = !local && cookiesWork();
  const read = (key: string): string | null | undefined =>
    local ? local.getItem(key) : cookies ? readCookie(key) : undefined;
  const remove = (key: string) => {
    try {
      if (local) local.removeItem(key);
      else if (cookies) clearCookies([key]);
    } catch {
      // nothing to remove
    }
  };
  return {
    available: Boolean(local) || cookies,
    get<T>(key: string): T | undefined {
      let text: string | null | undefined;
      try {
        text = read(key);
      } catch {
        return undefined;
      }
      if (!text) return undefined;
      try {
        const stored = JSON.parse(text) as Stored<T>;
        if (stored.expires !== undefined && stored.expires <= now()) {
          remove(key);
          return undefined;
        }
        return stored.value;
      } catch {
        return undefined;
      }
    },
    set<T>(key: string, value: T, ttlMs?: number): boolean {
      const stored: Stored<T> = ttlMs === undefined ? { value } : { value, expires: now() + ttlMs };
      const text = JSON.stringify(stored);
      try {
        if (local) local.setItem(key, text);
        else if (cookies)
          setCookie(key, text, ttlMs === undefined ? 400 * 86_400 : Math.ceil(ttlMs / 1000));
        else return false;
        return true;
      } catch {
        return false;
      }
    },
    remove,
  };
}
