/** Loads the browser's locale data (ICU) in idle steps, before the first price or time zone needs it. */

/**
 * A page's first `Intl` format makes the browser load its locale data: one task of ~20 ms on a
 * desktop and 60-110 ms on a phone (4x CPU), wherever it falls (a price in a render, the
 * collector's time zone). Taken in these steps, in idle tasks of their own, the first is
 * about half of it and the formats that follow cost a few ms each.
 */
const STEPS = ['Collator', 'DateTimeFormat'] as const;

/**
 * Queues each step as an idle callback of its own, Collator first: it loads the data the formats
 * share, with little of its own. (`locale` is the config's, which `Intl` accepts.)
 */
export function loadLocaleData(locale: string, idle: (step: () => void) => void): void {
  for (const step of STEPS) idle(() => new (Intl[step] as new (locale: string) => object)(locale));
}
