/**
 * Where the site-user session's `xsrfToken` is kept between pages and tabs: `localStorage` per
 * site (readable by the site's own scripts, like the crumb cookie; an XSRF token only proves the
 * request came from the site's pages), else memory when storage is unavailable.
 */
export interface TokenStore {
  get(): string | undefined;
  set(token: string): void;
  clear(): void;
}

export function createTokenStore(websiteId: string, storage?: Storage): TokenStore {
  const key = `storefront:site-user-xsrf:${websiteId}`;
  let memory: string | undefined;
  const store = (): Storage | undefined => {
    try {
      return storage ?? globalThis.localStorage;
    } catch {
      return undefined; // storage blocked (privacy settings, sandboxed frame)
    }
  };
  return {
    get: () => {
      try {
        return store()?.getItem(key) ?? memory;
      } catch {
        return memory;
      }
    },
    set(token) {
      memory = token;
      try {
        store()?.setItem(key, token);
      } catch {
        // memory only
      }
    },
    clear() {
      memory = undefined;
      try {
        store()?.removeItem(key);
      } catch {
        // memory only
      }
    },
  };
}
