/**
 * Cached `Intl` formatter instances. Building an `Intl` object costs far more than using one,
 * so every helper asks here, keyed by kind, locale and options. They share the format cache of
 * src/commerce/money.ts (`cached`, which also holds the number formats): least recently used
 * entries go first once it holds {@link MAX_ENTRIES}.
 */
import { cached } from '../../commerce/money';

/** Format cache size, from the product documents (100 entries, least recently used). */
export const MAX_ENTRIES = 100;

function intlCached<T>(kind: string, locale: string, options: object, make: () => T): T {
  return cached(kind, `${locale}\u0000${JSON.stringify(options)}`, make);
}

/** A cached `Intl.DateTimeFormat`. Throws `RangeError` for a bad locale or time zone. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return intlCached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A cached `Intl.PluralRules`. */
export function pluralRules(locale: string, options: Intl.PluralRulesOptions): Intl.PluralRules {
  return intlCached('p', locale, options, () => new Intl.PluralRules(locale, options));
}

/** A cached `Intl.RelativeTimeFormat`. */
export function relativeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return intlCached('r', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
