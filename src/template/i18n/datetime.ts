/** The `datetime` and `datetime-interval` formatting of dates and times. */
import { dateFormat } from './cache';
import { splitOption } from './number';
import { hasDateFields, skeletonOptions, skeletonWidth } from './skeleton';
import { type ZonedFields, zoneName, zonedFields } from './zone';

type Width = 'full' | 'long' | 'medium' | 'short';
const WIDTHS = ['full', 'long', 'medium', 'short'];
const isWidth = (s: string): s is Width => WIDTHS.includes(s);

/** Parsed `datetime` arguments. */
interface DatetimeOptions {
  date?: Width;
  time?: Width;
  skeleton?: string;
  wrap?: Width;
  context?: string;
  calendar?: string;
}

/** What a bare word stands for: `date`/`time` the short width, a width both parts, else a skeleton (''). */
function bareOption(word: string): [key: string, value: string] {
  if (word === 'date' || word === 'time') return [word, 'short'];
  return [isWidth(word) ? 'datetime' : '', word];
}

function parseDatetime(args: readonly string[]): DatetimeOptions {
  const o: DatetimeOptions = {};
  for (const arg of args) {
    const split = splitOption(arg);
    const [key, value] = split[0] === arg ? bareOption(arg) : split;
    const part = key === 'date' || key === 'time' || key === 'datetime';
    // A skeleton, bare or given for a part, adds to the skeleton.
    if (key === '' || (part && !isWidth(value))) o.skeleton = (o.skeleton ?? '') + value;
    else if (key === 'datetime') o.date = o.time = value as Width;
    else if (key === 'date' || key === 'time') o[key] = value as Width;
    else if (key === 'wrap' || key === 'wrapper' || key === 'wrapped') {
      if (isWidth(value)) o.wrap = value;
    } else if (key === 'skeleton' || key === 'context' || key === 'calendar') o[key] = value;
  }
  return o;
}

function withCalendar(locale: string, calendar: string | undefined): string {
  return calendar && /^[a-z0-9]{3,8}(?:-[a-z0-9]{3,8})*$/.test(calendar)
    ? `${locale}-u-ca-${calendar}`
    : locale;
}

/**
 * Joins formatted parts with current CLDR spacing: a narrow no-break space before AM/PM
 * (`2:04\u202fPM`, not before a flexible period such as 'in the afternoon') and thin spaces around a range dash. V8 swaps those for plain spaces
 * for web compatibility; the platform's output keeps them.
 */
function cldrText(parts: readonly Intl.DateTimeFormatPart[]): string {
  return parts
    .map(({ type, value }, i) => {
      const next = parts[i + 1];
      if (type !== 'literal') return value;
      if (value === ' ' && next?.type === 'dayPeriod' && !/\s/.test(next.value)) return '\u202f';
      return value === ' – ' ? '\u2009–\u2009' : value;
    })
    .join('');
}

/**
 * The capitalisation contexts (`context:`) of dates and relative times: `begin-sentence`,
 * `standalone` and `ui-list-or-menu` capitalise the first letter.
 */
export function finish(s: string, context: string | undefined): string {
  return context === 'begin-sentence' || context === 'standalone' || context === 'ui-list-or-menu'
    ? s.charAt(0).toLocaleUpperCase() + s.slice(1)
    : s;
}

/** The locale's text joining a date and a time at a width (`{date} at {time}`). */
function joinDateTime(
  locale: string,
  zone: string,
  width: Width,
  date: string,
  time: string,
): string {
  const sample = Date.UTC(2000, 0, 1, 12);
  const d = dateFormat(locale, { timeZone: zone, dateStyle: width }).format(sample);
  const t = dateFormat(locale, { timeZone: zone, timeStyle: 'short' }).format(sample);
  const both = dateFormat(locale, { timeZone: zone, dateStyle: width, timeStyle: 'short' }).format(
    sample,
  );
  if (both.startsWith(d) && both.endsWith(t) && both.length >= d.length + t.length)
    return date + both.slice(d.length, both.length - t.length) + time;
  if (both.startsWith(t) && both.endsWith(d) && both.length >= d.length + t.length)
    return time + both.slice(t.length, both.length - d.length) + date;
  return `${date}, ${time}`;
}

/**
 * The `datetime` formatter: named widths (`short` ... `full`, `date:long time:short`), CLDR
 * skeletons (`yMMMd`, `skeleton:Bh`, `date:yMd time:hm`), `wrap:<width>`, `context:` and
 * `calendar:`. No options means a long date.
 */
export function formatDatetime(
  locale: string,
  epoch: number,
  zone: string,
  args: readonly string[],
): string {
  const o = parseDatetime(args);
  const loc = withCalendar(locale, o.calendar);
  const base: Intl.DateTimeFormatOptions = { timeZone: zone };
  const format = (opts: Intl.DateTimeFormatOptions): string =>
    cldrText(dateFormat(loc, { ...base, ...opts }).formatToParts(epoch));
  const skel = o.skeleton ? skeletonOptions(o.skeleton) : undefined;
  let out: string;
  if (skel && !o.date && !o.time) out = format(skel);
  else if (skel || o.wrap) {
    // A width for one part and a skeleton for the other: format each, then join them.
    const dateOpts = skel && hasDateFields(skel) ? skel : undefined;
    const timeOpts = skel && !dateOpts ? skel : undefined;
    const date = o.date ? format({ dateStyle: o.date }) : dateOpts ? format(dateOpts) : '';
    const time = o.time ? format({ timeStyle: o.time }) : timeOpts ? format(timeOpts) : '';
    const width = o.wrap ?? o.date ?? (dateOpts ? skeletonWidth(dateOpts) : 'short');
    out = date && time ? joinDateTime(loc, zone, width, date, time) : date || time;
  } else if (o.date || o.time) {
    out = format({
      ...(o.date ? { dateStyle: o.date } : {}),
      ...(o.time ? { timeStyle: o.time } : {}),
    });
  } else out = format({ dateStyle: 'long' });
  return finish(out, o.context);
}

const sameDay = (a: ZonedFields, b: ZonedFields): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The `datetime-interval` formatter. Without a skeleton, dates on different days read
 * `yMMMd` (`Nov 2 – 13, 2017`) and the same day reads hours and minutes. A time skeleton
 * across days gains the date.
 *
 * The corpus holds two generations of platform output. `legacy` (a site time zone in the
 * data, or an interval inside a message) follows the older CLDR data: the generic zone name
 * on same-day times (`10:00 AM – 12:00 PM PT`), plain spaces, and both ends even where the
 * range collapses (`Aug 9, 2017 – Aug 9, 2017`). Otherwise the output is current ICU's.
 */
export function formatInterval(
  locale: string,
  startEpoch: number,
  endEpoch: number,
  zone: string,
  args: readonly string[],
  legacy: boolean,
): string {
  let skeleton: string | undefined;
  let date: string | undefined;
  let time: string | undefined;
  let context: string | undefined;
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === arg) {
      if (!['context', 'skeleton', 'date', 'time'].includes(arg)) skeleton = arg;
    } else if (key === 'skeleton') skeleton = value;
    else if (key === 'date') date = value;
    else if (key === 'time') time = value;
    else if (key === 'context') context = value;
  }
  const start = zonedFields(startEpoch, zone);
  const differ = !sameDay(start, zonedFields(endEpoch, zone));
  skeleton ??= differ && date ? date : time;
  skeleton ||= differ ? 'yMMMd' : legacy ? 'hmv' : 'hm';
  let opts = skeletonOptions(skeleton) ?? {};
  if (differ && !hasDateFields(opts)) opts = { ...opts, ...skeletonOptions('yMMMd') };
  const fmt = dateFormat(locale, { ...opts, timeZone: zone });
  // Where the locale has no short generic zone name (French prints 'heure : New York'), the
  // platform shows the offset ('UTC−4'); ICU drops offsets from ranges, so swap the part.
  const generic = opts.timeZoneName === 'shortGeneric';
  const offsetName = generic ? shortOffsetFor(locale, zone, startEpoch) : undefined;
  const text = (parts: Intl.DateTimeFormatPart[]): string =>
    legacy
      ? parts.map((p) => (p.type === 'timeZoneName' && offsetName ? offsetName : p.value)).join('')
      : cldrText(parts);
  const single = text(fmt.formatToParts(startEpoch));
  let out = text(fmt.formatRangeToParts(startEpoch, endEpoch));
  if (!legacy) return finish(out, context);
  if (out === single) out = `${single} – ${text(fmt.formatToParts(endEpoch))}`;
  return finish(out.replace(/[\u2009\u202f]/g, ' '), context);
}

/** The short offset name ('UTC−4') when the short generic name is a phrase, else undefined. */
function shortOffsetFor(locale: string, zone: string, epoch: number): string | undefined {
  return /\s/.test(zoneName(epoch, zone, 'shortGeneric', locale))
    ? zoneName(epoch, zone, 'shortOffset', locale)
    : undefined;
}
