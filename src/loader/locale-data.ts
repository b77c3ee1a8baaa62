/** Loads the browser's locale data (ICU) in idle steps, before the first price or time zone needs it. */

/**
 * A page's first `Intl` format makes the browser load its locale data: one task of ~20 ms on a
 * desktop and 60-200 ms on a phone (4x CPU), wherever it falls (a price in a render, the
 * collector's time zone). Each step below loads part of it in an idle task of its own; probed at
 * 4x (`bench/intl-probe.ts`), the likely-subtags lookup, the collation data, the number data and
 * the time zone take roughly 60-80, 40-90, 5-35 and 10-35 ms, where two steps (Collator, then
 * DateTimeFormat) took 70 and 90-120 ms, and the formats that follow cost a few ms each.
 */
const STEPS: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => new Intl.Collator(locale),
  (locale) => new Intl.NumberFormat(locale),
  (locale) => new Intl.DateTimeFormat(locale),
];

/** Queues each step as an idle callback of its own. (`locale` is the config's, which `Intl` accepts.) */
export function loadLocaleData(locale: string, idle: (step: () => void) => void): void {
  for (const step of STEPS) idle(() => void step(locale));
}
