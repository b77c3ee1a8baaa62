/**
 * Money rules, one source of truth for the template formatters and the widgets: exact decimal
 * amounts (from `decimal.ts`), the legacy money format (the platform's symbol table and per-locale placement) and
 * the CLDR format (the browser's `Intl`, chosen by the website setting `useCLDRMoneyFormat`).
 * Number formatters are cached per locale, currency and options.
 */
import {
  DEFAULT_CURRENCY,
  MAX_INTEGER_DIGITS,
  currencyForRegion,
  currencyInfo,
  minorUnitDigits,
} from './currencies';

// Exact decimals live in decimal.ts (the analytics collector reads them without the formats).
import {
  decimalText,
  movePoint,
  parseDecimal,
  roundHalfEven,
  minorToDecimal,
  type Decimal,
} from './decimal';
export {
  type Decimal,
  ZERO,
  parseDecimal,
  movePoint,
  decimalText,
  compareDecimals,
  roundHalfEven,
  minorToDecimal,
} from './decimal';

/**
 * Minor units as a number of major units, for event payloads (the pixel events' `value`).
 * @example minorToMajor(3998, 'USD') // 39.98
 */
export function minorToMajor(minor: string | number | bigint, currency: string): number {
  return Number(minorToDecimal(minor, currency));
}

// ---------------------------------------------------------------------------------------------
// Locales and cached formatters

/** The spec's "format cache": at most this many entries per kind, least recently used dropped first. */
const CACHE_LIMIT = 100;
/** A kind's format cache, and its most recently used entry (most calls ask for it again). */
interface FormatCache {
  entries: Map<string, unknown>;
  lastKey: string | undefined;
  lastValue: unknown;
}

/** Format caches by kind (`Intl` formatters, canonical locales, parsed messages...), then key. */
const caches = new Map<string, FormatCache>();

/**
 * `make()` memoised under `kind` and `key`, least recently used entries of that kind dropped once
 * it holds {@link CACHE_LIMIT}. One cache per kind, so a page of dates cannot evict the
 * money formats (each kind is small; together they would thrash one shared cache). Asking for
 * the most recent entry again (a grid formatting every price alike) skips the bookkeeping.
 */
export function cached<T>(kind: string, key: string, make: () => T): T {
  let cache = caches.get(kind);
  if (cache?.lastKey === key) return cache.lastValue as T;
  if (!cache) caches.set(kind, (cache = { entries: new Map(), lastKey: undefined, lastValue: 0 }));
  const { entries } = cache;
  let value = entries.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    if (entries.size >= CACHE_LIMIT) entries.delete(entries.keys().next().value as string);
  } else entries.delete(key);
  entries.set(key, value);
  cache.lastKey = key;
  cache.lastValue = value;
  return value;
}

/** The canonical form of a BCP 47 tag (`en_US` and `en-us` read as `en-US`); `undefined` if `Intl` rejects it (e.g. `none`). */
function canonicalLocale(locale: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}

/** {@link canonicalLocale}, cached. */
export function usableLocale(locale: string): string | undefined {
  return cached('l', locale, () => canonicalLocale(locale) ?? '') || undefined;
}

/**
 * A cached `Intl.NumberFormat`, keyed by locale and options (currency included).
 * @throws RangeError for a locale or option `Intl` rejects.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('n', locale + JSON.stringify(options), () => {
    try {
      return new Intl.NumberFormat(locale, options);
    } catch (e) {
      // Engines before Intl.NumberFormat v3 reject signDisplay 'negative'; they print -0.00.
      if (options.signDisplay !== 'negative') throw e;
      return new Intl.NumberFormat(locale, { ...options, signDisplay: 'auto' });
    }
  });
}

/** How a number format lays out digits: the text around them, its separators, fixed places. */
interface Layout {
  prefix: string;
  group: string;
  point: string;
  suffix: string;
  places: number;
}

const layouts = new WeakMap<Intl.NumberFormat, Layout | null>();
const LAYOUT = /^(\D*)1(\D?)234\D?567(?:(\D)0+)?(\D*)$/;
// Four-digit amounts catch locales that group only from five digits (es: 1000, 12.345).
const PROBES = ['0', '12.5', '1000', '1234567.8', '98765432101'];

/**
 * The layout of `f`'s positive amounts, read once from its output, when it is the plain kind
 * (fixed fraction digits, groups of three, Latin digits: most money formats) and proven equal to
 * `Intl` on probes; otherwise `null`, and every amount goes through `Intl`. Laying out the
 * digits ourselves costs a fraction of `Intl`'s `format` for a grid of prices.
 */
function layoutOf(f: Intl.NumberFormat): Layout | null {
  let layout = layouts.get(f);
  if (layout === undefined) {
    const o = f.resolvedOptions();
    // No match leaves it all empty, which no probe passes.
    const [, prefix = '', group = '', point = '', suffix = ''] =
      LAYOUT.exec(f.format(1234567)) ?? [];
    const read = { prefix, group, point, suffix, places: o.maximumFractionDigits ?? 0 };
    layout =
      o.minimumSignificantDigits === undefined &&
      o.minimumFractionDigits === read.places &&
      // A currency's name follows the amount's plural form, which probes cannot all cover.
      o.currencyDisplay !== 'name' &&
      PROBES.every(
        (t) =>
          laidOut(read, parseDecimal(t) as Decimal) === f.format(t as Intl.StringNumericLiteral),
      )
        ? read
        : null;
    layouts.set(f, layout);
  }
  return layout;
}

function laidOut(l: Layout, d: Decimal): string {
  let int = d.int;
  for (let at = int.length - 3; at > 0 && l.group; at -= 3)
    int = int.slice(0, at) + l.group + int.slice(at);
  return l.prefix + int + (l.places ? l.point + d.frac.padEnd(l.places, '0') : '') + l.suffix;
}

/** `d` formatted by `f`, exactly as `f.format` would, without `Intl` for plain positive amounts. */
function format(f: Intl.NumberFormat, d: Decimal): string {
  const layout = d.negative ? null : layoutOf(f);
  return layout && d.frac.length <= layout.places
    ? laidOut(layout, d)
    : f.format(decimalText(d) as Intl.StringNumericLiteral);
}

// ---------------------------------------------------------------------------------------------
// Plain numbers

/**
 * Digits, grouping and rounding of a number or money format, as template arguments name them
 * (`minfrac:2`, `no-group`, `round:down`); src/template/i18n/number.ts parses them.
 */
export interface NumberOptions {
  /** Group thousands. */
  group?: boolean;
  /** @default 'halfEven' */
  round?: Intl.NumberFormatOptions['roundingMode'];
  /** Integer digits (1-21). */
  minint?: number;
  /** Fraction digits. */
  minfrac?: number;
  maxfrac?: number;
  /** Significant digits (1-21); they replace the fraction digits unless `mode` keeps both. */
  minsig?: number;
  maxsig?: number;
  /** `default`, `significant` or `significant-maxfrac`. */
  mode?: string;
}

/** Defaults of a format for the options a template leaves out. */
export interface NumberDefaults {
  readonly group?: boolean;
  /** @default 0 */
  readonly minfrac?: number;
  /** @default 3 (at least the minimum) */
  readonly maxfrac?: number;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** Turns number options into `Intl.NumberFormatOptions` within what `Intl` accepts. */
export function intlNumberOptions(
  opts: NumberOptions,
  defaults: NumberDefaults,
): Intl.NumberFormatOptions {
  const out: Intl.NumberFormatOptions = {
    useGrouping: opts.group ?? defaults.group,
    roundingMode: opts.round ?? 'halfEven',
  };
  if (opts.minint !== undefined) out.minimumIntegerDigits = clamp(opts.minint, 1, 21);
  const sig = opts.minsig !== undefined || opts.maxsig !== undefined;
  if (sig && opts.mode !== 'default') {
    const min = clamp(opts.minsig ?? 1, 1, 21);
    out.minimumSignificantDigits = min;
    out.maximumSignificantDigits = clamp(opts.maxsig ?? 21, min, 21);
  }
  if (!sig || opts.mode === 'significant-maxfrac' || opts.mode === 'default') {
    const min = Math.min(opts.minfrac ?? defaults.minfrac ?? 0, 100);
    const max = opts.maxfrac ?? Math.max(min, defaults.maxfrac ?? 3);
    out.minimumFractionDigits = Math.min(min, max);
    out.maximumFractionDigits = max;
    if (sig) out.roundingPriority = 'lessPrecision';
  }
  return out;
}

/**
 * A decimal in a locale's digits, rounded half-even like the platform, grouped unless
 * `no-group`.
 * @example formatDecimal(parseDecimal('123456')!, 'en', { minfrac: 2, maxfrac: 3 }) // '123,456.00'
 */
export function formatDecimal(d: Decimal, locale: string, digits: NumberOptions): string {
  const options = intlNumberOptions(digits, { group: true });
  return format(numberFormat(locale, { ...options, signDisplay: 'negative' }), d);
}

/**
 * An amount as the platform's `<span class="sqs-money-native">` holds it: the legacy format's
 * digits for two places, no symbol (themes print the symbol before it).
 * @example nativeMoneyText(parseDecimal('1234.5')!) // '1,234.50'
 */
export function nativeMoneyText(d: Decimal): string {
  const [amount, negative] = legacyDigits(d, 2);
  return (negative ? '-' : '') + amount;
}

/** Rejects amounts past the platform's 15 integer places. */
function checkRange(d: Decimal): void {
  if (d.int.length > MAX_INTEGER_DIGITS)
    throw new RangeError(
      `Money: ${decimalText(d)} has more than ${MAX_INTEGER_DIGITS} integer digits`,
    );
}

// ---------------------------------------------------------------------------------------------
// The legacy money format

/** Locales whose legacy format puts the symbol after the amount; every other locale puts it before. */
const SYMBOL_AFTER = ['da-DK', 'de-DE', 'fr-FR', 'sv-SE'];

/** Everything the legacy format needs of a locale and currency, worked out once. */
interface LegacyStyle {
  readonly places: number;
  readonly group: string;
  readonly decimal: string;
  /** Text before the amount when positive, when negative, and after it. */
  readonly plus: string;
  readonly minus: string;
  readonly after: string;
}

/**
 * `d` without its sign, rounded half-even to `places` in groups of three, with the given
 * separators (`#,##0.00`: `1,234.50`), and whether it shows as negative (not when it rounds to
 * zero). Plain digits, so no `Intl` format is built or called for them.
 */
function legacyDigits(d: Decimal, places: number, group = ',', point = '.'): [string, boolean] {
  const rounded = roundHalfEven(d, places);
  const layout = { prefix: '', group, point, suffix: '', places };
  return [laidOut(layout, rounded), rounded.negative];
}

function legacyStyle(currency: string, locale: string): LegacyStyle {
  return cached('m', `${currency}|${locale}`, () => {
    // The style is cached, so its locale is canonicalised once without a second cache.
    const tag = canonicalLocale(locale);
    if (tag === undefined) throw new RangeError(`Money: invalid locale '${locale}'`);
    // The locale's separators, read as `layoutOf` reads them; a narrow no-break space groups as
    // a no-break space, as the platform prints it. (The style is cached, so its two formats are
    // built once; no second cache of them.)
    const [, , group = ',', decimal = '.'] =
      LAYOUT.exec(new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).format(1234567)) ?? [];
    const symbol = currencyInfo(currency)?.symbol ?? localSymbol(currency, tag);
    const common = {
      places: minorUnitDigits(currency),
      group: group === '\u202f' ? '\u00a0' : group || ',',
      decimal,
      plus: '',
      minus: '-',
      after: '',
    };
    if (SYMBOL_AFTER.includes(new Intl.Locale(tag).baseName))
      return { ...common, after: (/^[A-Za-z]/.test(symbol) ? ' ' : '') + symbol };
    if (/[A-Za-z]$/.test(symbol)) return { ...common, plus: symbol + ' ', minus: symbol + ' -' };
    return { ...common, plus: symbol, minus: '-' + symbol };
  });
}

/** The symbol `Intl` prints for a currency in a locale (`CHF`, `HK$` ...). */
function localSymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * The legacy format (`i18n-money-format`): the currency's table symbol (else the locale's own),
 * placed after the amount in da-DK, de-DE, fr-FR and sv-SE and before it elsewhere; a space
 * separates a symbol placed after that starts with a letter (`1.234,56 kr`) and a symbol placed
 * before that ends with one (`kr -1,234.56`). The locale gives the separators; the currency the
 * decimals (rounded half-even).
 * @throws RangeError for an unusable locale or an amount past 15 integer places.
 */
export function formatLegacyMoney(d: Decimal, currency: string, locale: string): string {
  checkRange(d);
  const style = legacyStyle(currency, locale);
  const [amount, negative] = legacyDigits(d, style.places, style.group, style.decimal);
  return (negative ? style.minus : style.plus) + amount + style.after;
}

// ---------------------------------------------------------------------------------------------
// The CLDR money format

/** How the CLDR format shows a currency (the template's `style:` argument). */
export type CurrencyStyle = 'symbol' | 'accounting' | 'code' | 'name' | 'short' | 'long';

/** Options of the CLDR money format: a style, the narrow symbol, and the number options. */
export interface CldrMoneyOptions extends NumberOptions {
  /** @default 'symbol' */
  readonly style?: CurrencyStyle;
  /** A narrow symbol (`$` rather than `US$`). @default false */
  readonly narrow?: boolean;
}

function cldrOptions(currency: string, o: CldrMoneyOptions): Intl.NumberFormatOptions {
  const style = o.style ?? 'symbol';
  const digits = minorUnitDigits(currency);
  const opts: Intl.NumberFormatOptions = {
    // Fraction digits default to the currency's minor-unit digits.
    ...intlNumberOptions(o, { minfrac: digits, maxfrac: digits }),
    style: 'currency',
    currency,
    currencyDisplay:
      style === 'code' ? 'code' : style === 'name' ? 'name' : o.narrow ? 'narrowSymbol' : 'symbol',
    // An amount that rounds to zero prints without a minus sign.
    signDisplay: 'negative',
  };
  if (style === 'accounting') opts.currencySign = 'accounting';
  if (style === 'short' || style === 'long') {
    opts.notation = 'compact';
    opts.compactDisplay = style;
    // Compact amounts keep Intl's own rounding unless the template asks for fraction digits.
    if (o.minfrac === undefined && o.maxfrac === undefined) {
      delete opts.minimumFractionDigits;
      delete opts.maximumFractionDigits;
    }
  }
  return opts;
}

/**
 * The CLDR format through `Intl`: `$1,234.56`, `1.234,56 €`, `$123K` (style short),
 * `$123 thousand` (style long), `1,234.56 US dollars` (style name).
 * @throws RangeError for an unusable locale or currency code, or an amount past 15 integer places.
 */
export function formatCldrMoney(
  d: Decimal,
  currency: string,
  locale: string,
  options: CldrMoneyOptions = {},
): string {
  checkRange(d);
  const tag = usableLocale(locale);
  if (tag === undefined) throw new RangeError(`Money: invalid locale '${locale}'`);
  // Keyed by the template's options, so a hit skips building the Intl options; no options (the
  // common case) need no JSON.
  const key =
    Object.keys(options).length === 0
      ? `${tag} ${currency}`
      : `${tag} ${currency} ${JSON.stringify(options)}`;
  const formatter = cached('m', key, () => numberFormat(tag, cldrOptions(currency, options)));
  return format(formatter, d);
}

// ---------------------------------------------------------------------------------------------
// The widgets' entry point

/** An amount of money: a number counts minor units (cents), a string is a decimal of major units. */
export interface MoneyAmount {
  readonly value: number | string;
  /** ISO 4217 code; `''` means the default currency (USD). */
  readonly currency: string;
}

/**
 * Formats money for shoppers in the legacy format, as the widgets print it. A number `value`
 * counts minor units, a string is a decimal of major units; money from `src/api`
 * (`{ value: '1999', currency }`, minor units as text) goes through `minorToDecimal` or `Number`
 * first. (The CLDR format is the template's, `formatCldrMoney`.)
 * @example formatMoney({ value: 1999, currency: 'USD' }, 'en-US') // '$19.99'
 * @example formatMoney({ value: '1234.5', currency: 'EUR' }, 'de-DE') // '1.234,50€'
 * @throws RangeError for a value that is not a number, an unusable locale, or more than 15 integer places.
 */
export function formatMoney(amount: MoneyAmount, locale: string): string {
  const currency = amount.currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  const parsed = parseDecimal(amount.value);
  if (!parsed) throw new RangeError(`Money: ${String(amount.value)} is not an amount`);
  const d =
    typeof amount.value === 'number' ? movePoint(parsed, -minorUnitDigits(currency)) : parsed;
  return formatLegacyMoney(d, currency, locale);
}

/**
 * Formats money as `src/api` carries it: `value` is a whole number of minor units as text.
 * @example formatApiMoney({ value: '1999', currency: 'USD' }, 'en-US') // '$19.99'
 */
export function formatApiMoney(
  money: { readonly value: string; readonly currency: string },
  locale: string,
): string {
  const currency = money.currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  return formatMoney({ value: minorToDecimal(money.value, currency), currency }, locale);
}

/**
 * The currency of a locale's region (`en` -> US -> USD, `de-DE` -> EUR), for formats that
 * show money in the reader's own currency.
 */
export function localCurrency(locale: string): string {
  const tag = usableLocale(locale);
  if (tag === undefined) return DEFAULT_CURRENCY;
  return cached('c', tag, () => currencyForRegion(new Intl.Locale(tag).maximize().region));
}
