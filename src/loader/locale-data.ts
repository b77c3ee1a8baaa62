/** Loads the browser's locale data (ICU) in idle steps, before the first price or time zone needs it. */

/**
 * A page's first `Intl` format makes the browser load its locale data: one task of ~20 ms on a
 * desktop and 60-110 ms on a phone (4x CPU), wherever it falls (a price in a render, the
 * collector's time zone). Taken in these steps, in idle tasks of their own, no step but the
 * second passes ~50 ms at 4x, and the formats that follow cost a few ms each.
 */
const STEPS: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.Locale(locale).maximize(),
  // The shared part of the data: Collator loads it with little of its own.
  (locale) => new Intl.Collator(locale),
  (locale) => new Intl.NumberFormat(locale),
  () => Intl.DateTimeFormat().resolvedOptions(),
];

/** Runs the steps one per `idle` callback; a step the browser refuses (an odd locale) is skipped. */
export function loadLocaleData(locale: string, idle: (step: () => void) => void, from = 0): void {
  const step = STEPS[from];
  if (!step) return;
  idle(() => {
    try {
      step(locale);
    } catch {
      // a locale or a service this browser lacks: the formats themselves fall back
    }
    loadLocaleData(locale, idle, from + 1);
  });
}
