/**
 * Cached `Intl` formatter instances. Building an `Intl` object costs far more than using one,
 * so every helper asks here, keyed by kind, locale and options. Least recently used entries
 * go first once the cache holds {@link MAX_ENTRIES}. Number formats come from
 * src/commerce/money.ts (`numberFormat`), which keeps its own cache of the same size.
 */

/** Format cache size, from the product documents (100 entries, least recently used). */
export const MAX_ENTRIES = 100;

const entries = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  const hit = entries.get(key);
  if (hit !== undefined) {
    entries.delete(key);
    entries.set(key, hit);
    return hit as T;
  }
  const made = make();
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, made);
  return made;
}

/** A cached `Intl.DateTimeFormat`. Throws `RangeError` for a bad locale or time zone. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A cached `Intl.PluralRules`. */
export function pluralRules(locale: string, options: Intl.PluralRulesOptions): Intl.PluralRules {
  return cached('p', locale, options, () => new Intl.PluralRules(locale, options));
}

/** A cached `Intl.RelativeTimeFormat`. */
export function relativeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return cached('r', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
