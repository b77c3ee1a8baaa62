/** Relative times: the `relative-time` and `timesince` formatters. */
import { relativeFormat } from './cache';
import { finish } from './datetime';
import { splitOption } from './number';
import { UNITS } from './unit-data';

/**
 * Calendar-average lengths in milliseconds, for picking and sizing the unit of a relative time:
 * the duration units' (a month a twelfth of a 365.2425-day year) and a quarter of 91.3106 days.
 */
const FIELD_MS: Record<string, number> = { quarter: 91.3106 * 86400000 };
for (const f of ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'])
  FIELD_MS[f] = (UNITS[f] as readonly [string, number])[1] * 1000;

/**
 * The `relative-time` formatter: the time from `start` to `end` in the largest unit that
 * fits, rounded (`in 12 days`, `11 hours ago`). Options: `allowWeeks:true`, `field:<unit>`,
 * `numericOnly:true`, `format:long|short|narrow`, `context:begin-sentence`.
 */
export function formatRelative(
  locale: string,
  start: number,
  end: number,
  args: readonly string[],
): string {
  let weeks = false;
  let numeric: 'auto' | 'always' = 'auto';
  let style: Intl.RelativeTimeFormatStyle = 'long';
  let field: string | undefined;
  let context: string | undefined;
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    const on = value === '' || value === 'true';
    if (key === 'allowWeeks') weeks = on;
    else if (key === 'numericOnly' || key === 'numeric') numeric = on ? 'always' : 'auto';
    else if (key === 'format' || key === 'width' || key === 'style') {
      if (value === 'short' || value === 'narrow' || value === 'long') style = value;
    } else if (key === 'field' && Object.hasOwn(FIELD_MS, value)) field = value;
    else if (key === 'context') context = value;
  }
  const diff = end - start;
  const abs = Math.abs(diff);
  if (!field) {
    const order = ['year', 'month', ...(weeks ? ['week'] : []), 'day', 'hour', 'minute'];
    field = order.find((f) => abs >= (FIELD_MS[f] as number)) ?? 'second';
  }
  const amount = Math.round(abs / (FIELD_MS[field] as number)) * Math.sign(diff);
  const out = relativeFormat(locale, { numeric, style }).format(
    amount === 0 ? 0 : amount,
    field as Intl.RelativeTimeFormatUnit,
  );
  return finish(out, context);
}

/** `about a year ago`, `about an hour ago`, `about 3 weeks ago`. */
function about(n: number, unit: string): string {
  const one = unit === 'hour' ? 'an hour' : `a ${unit}`;
  return `about ${n === 1 ? one : `${n} ${unit}s`} ago`;
}

/**
 * The `timesince` wording (product documents): whole years (365 days), months (30 days),
 * weeks, days, hours, minutes as 'about N units ago', else 'less than a minute ago'.
 */
export function timeSince(deltaMs: number): string {
  const seconds = Math.trunc(deltaMs / 1000);
  const days = Math.trunc(seconds / 86400);
  const steps: [number, string][] = [
    [Math.trunc(days / 365), 'year'],
    [Math.trunc(days / 30), 'month'],
    [Math.trunc(days / 7), 'week'],
    [days, 'day'],
    [Math.trunc((seconds - days * 86400) / 3600), 'hour'],
    [Math.trunc((seconds - days * 86400) / 60), 'minute'],
  ];
  for (const [n, unit] of steps) if (n > 0) return about(n, unit);
  return 'less than a minute ago';
}
