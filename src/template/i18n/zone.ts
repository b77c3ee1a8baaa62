/** Time zones: the site's time zone, fields of a time in a zone, zone names. */
import { cached } from '../../commerce/money';
import type { RenderContext } from '../plugins';
import { dateFormat } from './cache';

/** The platform's default site time zone, from the product documents. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

function isZone(zone: string): boolean {
  return cached('zone', zone, () => {
    try {
      dateFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The site's time zone: `website.timeZone` in the data, else the render's time zone, else
 * America/New_York. An unknown zone name falls back the same way.
 */
export function siteTimeZone(ctx: RenderContext): string {
  const zone = ctx.lookup('website.timeZone');
  if (typeof zone === 'string' && zone !== '' && isZone(zone)) return zone;
  return isZone(ctx.timeZone) ? ctx.timeZone : DEFAULT_TIME_ZONE;
}

/** Whether the data names the site's time zone (`website.timeZone`). */
export function hasSiteTimeZone(ctx: RenderContext): boolean {
  const zone = ctx.lookup('website.timeZone');
  return typeof zone === 'string' && zone !== '';
}

/** Calendar fields of an instant as seen on the wall clock of a time zone. */
export interface ZonedFields {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
  /** 0 to 23. */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** 0 (Sunday) to 6. */
  readonly weekday: number;
  /** Offset from UTC in minutes, east positive. */
  readonly offset: number;
  /** Epoch milliseconds of the instant. */
  readonly epoch: number;
}

/** Every field in numbers (the era named), hours 0 to 23. */
const FIELDS: Intl.DateTimeFormatOptions = { era: 'short', hourCycle: 'h23' };
for (const f of ['year', 'month', 'day', 'hour', 'minute', 'second'] as const)
  FIELDS[f] = 'numeric';

/** Splits an instant into wall-clock fields in `zone` (proleptic Gregorian calendar). */
export function zonedFields(epoch: number, zone: string): ZonedFields {
  // A template often prints several fields of one instant: read its parts once.
  return cached('z', `${zone} ${epoch}`, () => readZonedFields(epoch, zone));
}

function readZonedFields(epoch: number, zone: string): ZonedFields {
  const fields: Record<string, number> = {};
  let bc = false;
  for (const part of dateFormat('en-US', { ...FIELDS, timeZone: zone }).formatToParts(epoch)) {
    fields[part.type] = Number(part.value);
    if (part.type === 'era') bc = part.value === 'BC';
  }
  const { month = 0, day = 0, hour = 0, minute = 0, second = 0 } = fields;
  const year = bc ? 1 - (fields.year ?? 0) : (fields.year ?? 0);
  const millisecond = ((epoch % 1000) + 1000) % 1000;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, millisecond);
  const offset = Math.round((wall.getTime() - epoch) / 60000);
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    millisecond,
    weekday: wall.getUTCDay(),
    offset,
    epoch,
  };
}

/** The zone's name at an instant in the given `Intl` style, e.g. `short` -> `EST`. */
export function zoneName(
  epoch: number,
  zone: string,
  style: Intl.DateTimeFormatOptions['timeZoneName'],
  locale = 'en-US',
): string {
  const parts = dateFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(epoch);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * The alphabetic abbreviation of the zone (`EST`, `JST`, `CET`). English CLDR data only
 * abbreviates North American zones, so others are built from the initials of the long name.
 */
export function zoneAbbreviation(epoch: number, zone: string): string {
  const short = zoneName(epoch, zone, 'short');
  if (/^[A-Z]{2,5}$/.test(short)) return short;
  const long = zoneName(epoch, zone, 'long');
  if (/^(GMT|UTC)/.test(long) || long === 'Coordinated Universal Time') return short;
  // European zones read CET/EET/WET in winter, CEST/EEST/WEST in summer.
  const words = long.replace(/European Standard/, 'European').split(/[\s-]+/);
  return words.map((w) => w.charAt(0).toUpperCase()).join('');
}
