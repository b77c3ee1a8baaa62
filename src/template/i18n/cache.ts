/**
 * Cached `Intl` formatter instances. Building an `Intl` object costs far more than using one,
 * so every helper asks here, keyed by kind, locale and options. Least recently used entries
 * go first once the cache holds {@link MAX_ENTRIES} (src/commerce/money.ts `cachedIn`, which
 * also caches the number formats).
 */
import { cachedIn } from '../../commerce/money';

/** Format cache size, from the product documents (100 entries, least recently used). */
export const MAX_ENTRIES = 100;

const entries = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, make: () => T): T {
  return cachedIn(entries, `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`, make) as T;
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
