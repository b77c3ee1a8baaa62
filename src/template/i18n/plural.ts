/** CLDR plural categories of decimal text, counting the written fraction digits. */
import { pluralRules } from './cache';

/** Digits after the decimal point as written (`1.0` has 1), for plural rules and `#`. */
export function visibleFractionDigits(text: string): number {
  const m = /\.(\d*)(?:[eE]|$)/.exec(text);
  return m ? (m[1] as string).length : 0;
}

/**
 * The CLDR plural category of a decimal text in a locale: `1` is `one` in English but `1.0`
 * is `other`, so the written fraction digits count.
 */
export function pluralCategory(locale: string, text: string, ordinal: boolean): string {
  const v = Math.min(20, visibleFractionDigits(text));
  const rules = pluralRules(locale, {
    type: ordinal ? 'ordinal' : 'cardinal',
    minimumFractionDigits: v,
    maximumFractionDigits: v,
  });
  return rules.select(Number(text));
}
