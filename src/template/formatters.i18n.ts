/** The i18n formatters: dates, datetimes, decimals, plurals, relative times, units. */
import { cached, usableLocale } from '../commerce/money';
import { formatDatetime, formatInterval } from './i18n/datetime';
import { formatMessage } from './i18n/message';
import { decimalText, epochOf, formatDecimal, splitOption } from './i18n/number';
import { formatRelative, timeSince } from './i18n/relative';
import { formatStrftime } from './i18n/strftime';
import { formatUnit } from './i18n/units';
import { hasSiteTimeZone, siteTimeZone, zonedFields } from './i18n/zone';
import type { Formatter, FormatterTable, RenderContext } from './plugins';

/**
 * The render's locale as `Intl` accepts it (`en_US` -> `en-US`), or undefined (`none`, or a
 * locale `Intl` has no data for, which it would otherwise quietly replace with its default).
 */
const localeOf = (ctx: RenderContext): string | undefined => {
  const tag = usableLocale(ctx.locale);
  return tag && cached('L', tag, () => Intl.DateTimeFormat.supportedLocalesOf(tag)[0]);
};

/** Julian day range the platform supports (4713 BC to 8652 AD), from the product documents. */
const MAX_JULIAN_DAY = 4881503;
const UNIX_EPOCH_JULIAN_DAY = 2440587.5;

/** A date's epoch milliseconds; a Julian day out of range records an error. */
function dateOf(value: unknown, ctx: RenderContext): number | undefined {
  const epoch = epochOf(value);
  if (epoch === undefined) return undefined;
  const julian = epoch / 86400000 + UNIX_EPOCH_JULIAN_DAY;
  if (julian >= 0 && julian <= MAX_JULIAN_DAY) return epoch;
  ctx.error(`Julian day ${Math.floor(julian)} is out of range 0 to ${MAX_JULIAN_DAY}`);
  return undefined;
}

const datetime: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  const epoch = dateOf(value, ctx);
  if (locale === undefined || epoch === undefined) return '';
  return formatDatetime(locale, epoch, siteTimeZone(ctx), args);
};

const interval: Formatter = (value, args, ctx, values) => {
  const locale = localeOf(ctx);
  const start = dateOf(values[0] ?? value, ctx);
  const end = dateOf(values[1], ctx);
  if (locale === undefined || start === undefined || end === undefined) return '';
  const zone = siteTimeZone(ctx);
  return formatInterval(locale, start, end, zone, args, hasSiteTimeZone(ctx));
};

const message: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  if (locale === undefined || typeof value !== 'string') return '';
  const positional: unknown[] = [];
  const named = new Map<string, unknown>();
  for (const arg of args) {
    const [key, ref] = splitOption(arg);
    const v = ctx.argument(ref === '' && key === arg ? arg : ref);
    if (key !== arg) named.set(key, v);
    positional.push(v);
  }
  try {
    return formatMessage(value, { locale, zone: siteTimeZone(ctx), positional, named });
  } catch (e) {
    ctx.error(e instanceof Error ? e.message : String(e));
    return '';
  }
};

const relative: Formatter = (value, args, ctx, values) => {
  const locale = localeOf(ctx);
  let start = ctx.now;
  let end = dateOf(values[0] ?? value, ctx);
  if (values.length > 1) {
    start = end ?? NaN;
    end = dateOf(values[1], ctx);
  }
  if (locale === undefined || end === undefined || !Number.isFinite(start)) return '';
  return formatRelative(locale, start, end, args);
};

/** Date and i18n formatters: dates, intervals, relative time, decimals, messages with plurals, units (built on Intl). */
export const i18nFormatters: FormatterTable = {
  date: (value, args, ctx) => {
    const epoch = dateOf(value, ctx);
    if (epoch === undefined || args.length === 0) return '';
    const zone = siteTimeZone(ctx);
    return formatStrftime(zonedFields(epoch, zone), zone, args.join(' '));
  },
  datetime,
  'datetime-interval': interval,
  /** Deprecated on the platform: prints nothing. */
  datetimefield: () => '',
  decimal: (value, args, ctx) => {
    const locale = localeOf(ctx);
    const text = decimalText(value);
    return locale === undefined || text === undefined ? '' : formatDecimal(locale, text, args);
  },
  message,
  plural: message,
  'relative-time': relative,
  timesince: (value, _args, ctx) => {
    const epoch = dateOf(value, ctx);
    if (epoch === undefined) return 'Invalid date.';
    const text = timeSince(ctx.now - epoch);
    return `<span class="timesince" data-date="${epoch}">${text}</span>`;
  },
  unit: (value, args, ctx) => {
    const locale = localeOf(ctx);
    const text = decimalText(value);
    return locale === undefined || text === undefined ? '' : formatUnit(locale, text, args);
  },
};
