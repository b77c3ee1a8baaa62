/**
 * CLDR date skeletons (`yMMMd`, `hm`, `Bh`, `EEEE`) as `Intl.DateTimeFormat` options.
 * Fields `Intl` cannot show (quarters, week numbers) are ignored.
 */

type Options = Intl.DateTimeFormatOptions;
type Width = 'narrow' | 'short' | 'long';

const text = (n: number): Width => (n >= 5 ? 'narrow' : n === 4 ? 'long' : 'short');
const num = (n: number): 'numeric' | '2-digit' => (n === 2 ? '2-digit' : 'numeric');

const FIELDS: Record<string, (o: Options, n: number) => void> = {
  G: (o, n) => (o.era = text(n)),
  y: (o, n) => (o.year = num(n)),
  M: (o, n) => (o.month = n >= 3 ? text(n) : num(n)),
  d: (o, n) => (o.day = num(n)),
  E: (o, n) => (o.weekday = text(n)),
  h: (o) => ((o.hour = 'numeric'), (o.hour12 = true)),
  K: (o) => ((o.hour = 'numeric'), (o.hourCycle = 'h11')),
  H: (o) => ((o.hour = 'numeric'), (o.hourCycle = 'h23')),
  k: (o) => ((o.hour = 'numeric'), (o.hourCycle = 'h24')),
  j: (o) => (o.hour = 'numeric'),
  m: (o) => (o.minute = '2-digit'),
  s: (o) => (o.second = '2-digit'),
  S: (o, n) => (o.fractionalSecondDigits = Math.min(3, n) as 1 | 2 | 3),
  B: (o, n) => (o.dayPeriod = text(n)),
  z: (o, n) => (o.timeZoneName = n >= 4 ? 'long' : 'short'),
  v: (o, n) => (o.timeZoneName = n >= 4 ? 'longGeneric' : 'shortGeneric'),
  O: (o, n) => (o.timeZoneName = n >= 4 ? 'longOffset' : 'shortOffset'),
};
FIELDS.L = FIELDS.M as (o: Options, n: number) => void;
FIELDS.c = FIELDS.E as (o: Options, n: number) => void;
FIELDS.e = FIELDS.E as (o: Options, n: number) => void;
FIELDS.Z = FIELDS.O as (o: Options, n: number) => void;
FIELDS.V = FIELDS.v as (o: Options, n: number) => void;

/** `Intl` options for a skeleton; `undefined` when it names no field `Intl` can show. */
export function skeletonOptions(skeleton: string): Options | undefined {
  const o: Options = {};
  let any = false;
  // Each run of one letter is a field, its length the width (`MMM`).
  for (const run of skeleton.match(/(.)\1*/gs) ?? []) {
    const c = run[0] as string;
    const field = Object.hasOwn(FIELDS, c) ? FIELDS[c] : undefined;
    if (field) {
      field(o, run.length);
      any = true;
    }
  }
  // Minutes and seconds alone would print bare numbers: the platform adds the hour.
  if ((o.minute || o.second) && !o.hour) o.hour = 'numeric';
  return any ? o : undefined;
}

/** Whether options show any date field (era, year, month, day, weekday). */
export function hasDateFields(o: Options): boolean {
  return !!(o.era || o.year || o.month || o.day || o.weekday);
}

/** The width (`full`, `long`, `medium`, `short`) a skeleton's month and weekday suggest. */
export function skeletonWidth(o: Options): 'full' | 'long' | 'medium' | 'short' {
  if (o.month === 'long') return o.weekday ? 'full' : 'long';
  return o.month === 'short' ? 'medium' : 'short';
}
