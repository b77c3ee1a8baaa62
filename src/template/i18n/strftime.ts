/**
 * The `date` formatter's strftime-like patterns (`%A, %B %d`), in English as on the platform.
 * An unknown `%x` sequence prints nothing, `%%` prints `%`, a trailing `%` prints itself.
 */
import { dateFormat } from './cache';
import type { ZonedFields } from './zone';
import { zoneAbbreviation } from './zone';

/** English weekday (0 = Sunday) or month (0 = January) name; 2017 began on a Sunday. */
const name = (field: 'weekday' | 'month', index: number): string =>
  dateFormat('en-US', { timeZone: 'UTC', [field]: 'long' }).format(
    field === 'weekday' ? Date.UTC(2017, 0, 1 + index) : Date.UTC(2017, index, 1),
  );

const pad = (n: number, width: number, fill = '0'): string => String(n).padStart(width, fill);
const hour12 = (h: number): number => (h % 12 === 0 ? 12 : h % 12);

/** Epoch milliseconds of a UTC midnight; `setUTCFullYear` keeps years below 100 as given. */
function utcDay(year: number, month: number, day: number): number {
  const date = new Date(0);
  return date.setUTCFullYear(year, month - 1, day);
}

/** Day of the year, 1 to 366. */
function dayOfYear(d: ZonedFields): number {
  return (utcDay(d.year, d.month, d.day) - utcDay(d.year, 1, 1)) / 86400000 + 1;
}

/** Week of the year where week 1 holds January 1st and weeks start on `firstDay`. */
function weekOfYear(d: ZonedFields, firstDay: number): number {
  const jan1 = (d.weekday - ((dayOfYear(d) - 1) % 7) + 7) % 7;
  return Math.floor((dayOfYear(d) - 1 + ((jan1 - firstDay + 7) % 7)) / 7) + 1;
}

/** ISO 8601 week number and its year: the week holding the year's first Thursday is 1. */
function isoWeek(d: ZonedFields): [week: number, year: number] {
  const thursday = new Date(utcDay(d.year, d.month, d.day + 4 - (d.weekday || 7)));
  const year = thursday.getUTCFullYear();
  return [Math.floor((thursday.getTime() - utcDay(year, 1, 1)) / 86400000 / 7) + 1, year];
}

function offset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`;
}

type Field = (d: ZonedFields, zone: string) => string;

const FIELDS: Record<string, Field> = {
  a: (d) => name('weekday', d.weekday).slice(0, 3),
  A: (d) => name('weekday', d.weekday),
  b: (d) => name('month', d.month - 1).slice(0, 3),
  B: (d) => name('month', d.month - 1),
  c: (d, z) => formatStrftime(d, z, `%a, %b ${d.day}, %Y %i:%M:%S %p %Z`),
  C: (d) => pad(Math.floor(d.year / 100), 2),
  d: (d) => pad(d.day, 2),
  D: (d, z) => formatStrftime(d, z, '%m/%d/%y'),
  e: (d) => pad(d.day, 2, ' '),
  F: (d, z) => formatStrftime(d, z, '%Y-%m-%d'),
  g: (d) => pad(isoWeek(d)[1] % 100, 2),
  G: (d) => pad(isoWeek(d)[1], 4),
  H: (d) => pad(d.hour, 2),
  i: (d) => String(hour12(d.hour)),
  I: (d) => pad(hour12(d.hour), 2),
  j: (d) => pad(dayOfYear(d), 3),
  k: (d) => pad(d.hour, 2, ' '),
  l: (d) => pad(hour12(d.hour), 2, ' '),
  m: (d) => pad(d.month, 2),
  M: (d) => pad(d.minute, 2),
  n: () => '\n',
  N: (d) => pad(d.millisecond * 1000000, 9),
  p: (d) => (d.hour < 12 ? 'AM' : 'PM'),
  P: (d) => (d.hour < 12 ? 'am' : 'pm'),
  q: (d) => String(Math.floor((d.month - 1) / 3) + 1),
  r: (d, z) => formatStrftime(d, z, '%i:%M:%S %p'),
  R: (d, z) => formatStrftime(d, z, '%H:%M'),
  s: (d) => String(Math.floor(d.epoch / 1000)),
  S: (d) => pad(d.second, 2),
  t: () => '\t',
  T: (d, z) => formatStrftime(d, z, '%H:%M:%S'),
  u: (d) => String(d.weekday === 0 ? 7 : d.weekday),
  U: (d) => pad(weekOfYear(d, 0), 2),
  v: (d, z) => formatStrftime(d, z, '%e-%b-%Y'),
  V: (d) => pad(isoWeek(d)[0], 2),
  w: (d) => String(d.weekday),
  W: (d) => pad(weekOfYear(d, 1), 2),
  x: (d, z) => formatStrftime(d, z, '%m/%d/%Y'),
  X: (d, z) => formatStrftime(d, z, '%I:%M:%S %p'),
  y: (d) => pad(((d.year % 100) + 100) % 100, 2),
  Y: (d) => String(d.year),
  z: (d) => offset(d.offset),
  Z: (d, z) => zoneAbbreviation(d.epoch, z),
};
FIELDS.h = FIELDS.b as Field;

/**
 * Formats wall-clock fields with a strftime-like pattern.
 * @example formatStrftime(zonedFields(0, 'UTC'), 'UTC', '%Y-%m-%d') // '1970-01-01'
 */
export function formatStrftime(d: ZonedFields, zone: string, pattern: string): string {
  // A `%` at the very end has no letter and prints itself, as `%%` does.
  return pattern.replace(/%(.?)/gs, (_m, spec: string) =>
    spec === '' || spec === '%'
      ? '%'
      : Object.hasOwn(FIELDS, spec)
        ? (FIELDS[spec] as Field)(d, zone)
        : '',
  );
}
