/**
 * Commerce preferences (sections 3, 4 and 8 of the templates/site-users document): a
 * key-value object per namespace, read and written for the signed-in site user. The server adds
 * a `websiteId`, which is not passed on; a write happens only when a value differs from the
 * cached copy, and a refetch event follows it; failures are reported and re-thrown.
 */
import { lazySchema, z } from './zod';
import type { ApiClient } from './client';

export const PREFERENCES_PATH = 'api/v1/commerce-preferences';

/** A namespace: lowercase letters, digits and dashes, e.g. `checkout` or `saved-items`. */
export const NamespaceSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,63}$/, 'must be lowercase letters, digits and dashes'));

/** Most keys one namespace holds. */
export const PREFERENCE_KEYS_MAX = 50;

const PreferenceValueSchema = lazySchema(() =>
  z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()]),
);

/** `PUT` body: the values, keyed by name; `websiteId` belongs to the server. */
export const PreferenceValuesSchema = z
  .record(
    z
      .string()
      .check(z.regex(/^[A-Za-z][\w-]{0,63}$/, 'must be a name of letters, digits, - and _')),
    PreferenceValueSchema,
  )
  .check(
    z.refine((values) => Object.keys(values).length <= PREFERENCE_KEYS_MAX, {
      message: `at most ${PREFERENCE_KEYS_MAX} values`,
    }),
    z.refine((values) => !('websiteId' in values), { message: 'websiteId is set by the server' }),
  );
export type PreferenceValues = z.infer<typeof PreferenceValuesSchema>;

/** `GET`/`PUT` answer: the values plus the server's `websiteId`. */
export const PreferencesResponseSchema = lazySchema(() =>
  z.record(z.string(), PreferenceValueSchema),
);

/** Event the client sends after a write, so readers fetch again. */
export interface PreferencesDeps {
  api: ApiClient;
  /** The signed-in user's XSRF header. */
  headers: () => Record<string, string>;
  /** Called after each write with the namespace written. */
  onRefetch: (namespace: string) => void;
}

export interface CommercePreferences {
  /** The namespace's values (without `websiteId`), cached after the first read. */
  get(namespace: string): Promise<PreferenceValues>;
  /**
   * Merges `values` into the namespace and writes it, only if one of them differs from the
   * cached copy. Resolves to the stored values.
   */
  save(namespace: string, values: PreferenceValues): Promise<PreferenceValues>;
  /** Forgets every cached namespace (sign-in or sign-out). */
  clear(): void;
}

function withoutWebsiteId(response: Record<string, PreferenceValues[string]>): PreferenceValues {
  const values = { ...response };
  delete values.websiteId;
  return values;
}

export function createCommercePreferences({
  api,
  headers,
  onRefetch,
}: PreferencesDeps): CommercePreferences {
  const cache = new Map<string, PreferenceValues>();
  const reported = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      console.error(`[storefront] could not ${what} the commerce preferences`, error);
      throw error;
    }
  };
  const get = (namespace: string) =>
    reported('fetch', async () => {
      const cached = cache.get(namespace);
      if (cached) return cached;
      const values = withoutWebsiteId(
        await api.request('GET', `${PREFERENCES_PATH}/${namespace}`, PreferencesResponseSchema, {
          headers,
        }),
      );
      cache.set(namespace, values);
      return values;
    });
  return {
    get,
    save: async (namespace, values) => {
      const current = await get(namespace);
      const changed = Object.keys(values).some((key) => current[key] !== values[key]);
      if (!changed) return current;
      return reported('save', async () => {
        const stored = withoutWebsiteId(
          await api.request('PUT', `${PREFERENCES_PATH}/${namespace}`, PreferencesResponseSchema, {
            json: { ...current, ...values },
            headers,
          }),
        );
        cache.set(namespace, stored);
        onRefetch(namespace);
        return stored;
      });
    },
    clear: () => cache.clear(),
  };
}
