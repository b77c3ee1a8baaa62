/** Number formatting: decimal text of a value and the `decimal` formatter's options. */
import { toText } from '../values';
import {
  type NumberOptions,
  intlNumberOptions,
  numberFormat,
  parseDecimal,
} from '../../commerce/money';

/** Digit options clamp to 0..50 (product documents); `Intl` accepts fewer significant digits. */
const CLAMP_MAX = 50;

/**
 * A number or numeric string as exact decimal text for `Intl.NumberFormat`, or `undefined`
 * when the value is not a finite number (the decimal grammar is money's: `parseDecimal`).
 */
export function decimalText(value: unknown): string | undefined {
  const text = toText(value).trim();
  return parseDecimal(text) && text;
}

/** Epoch milliseconds (or any number) from a number or numeric string; undefined if not finite. */
export function epochOf(value: unknown): number | undefined {
  const text = decimalText(value);
  return text === undefined ? undefined : Number(text);
}

/** `key:value` or `key=value`; a bare word has the value ''. */
export function splitOption(arg: string): [key: string, value: string] {
  const i = arg.search(/[:=]/);
  return i === -1 ? [arg, ''] : [arg.slice(0, i), arg.slice(i + 1)];
}

const ROUNDING: Record<string, Intl.NumberFormatOptions['roundingMode']> = {
  'half-even': 'halfEven',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  up: 'expand',
  down: 'trunc',
  truncate: 'trunc',
  ceiling: 'ceil',
  ceil: 'ceil',
  floor: 'floor',
};

/** `maxfrac`, `maxFrac` and `maximumFractionDigits` all name `maxfrac` (likewise int, sig). */
const DIGITS_RE = /^(min|max)(?:imum)?(int|frac|sig)(?:eger|tion|nificant)?(?:digits)?$/;

/** Applies one number option (`group`, `round:down`, `maxfrac:2` ...); false if unknown. */
export function numberOption(key: string, value: string, opts: NumberOptions): boolean {
  const digits = DIGITS_RE.exec(key.toLowerCase());
  if (key === 'group' || key === 'grouping') opts.group = value === '' || value === 'true';
  else if (key === 'no-group' || key === 'no-grouping') opts.group = false;
  else if (key === 'round' || key === 'rounding') {
    const mode = ROUNDING[value];
    if (mode) opts.round = mode;
  } else if (key === 'mode') opts.mode = value;
  else if (digits) {
    const n = Number.parseInt(value, 10);
    (opts as Record<string, number>)[`${digits[1]}${digits[2]}`] = Math.min(
      CLAMP_MAX,
      Math.max(0, Number.isNaN(n) ? 0 : n),
    );
  } else return false;
  return true;
}

/**
 * The `decimal` formatter: `style` (decimal, percent, percent-scaled, permille,
 * permille-scaled, short, long, scientific) plus the number options. Grouping is on as soon
 * as any option is given (the platform's bare `{n|decimal}` prints plain digits).
 */
export function formatDecimal(locale: string, text: string, args: readonly string[]): string {
  const opts: NumberOptions = {};
  let style = 'decimal';
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === 'style') style = value;
    else numberOption(key, value, opts);
  }
  const intl = intlNumberOptions(opts, { group: args.length > 0 });
  let value = text;
  let suffix = '';
  switch (style) {
    case 'percent':
      intl.style = 'percent';
      break;
    case 'percent-scaled':
      intl.style = 'percent';
      value = `${text}e-2`;
      break;
    case 'permille':
      value = `${text}e3`;
      suffix = '‰';
      break;
    case 'permille-scaled':
      suffix = '‰';
      break;
    case 'short':
    case 'long':
      intl.notation = 'compact';
      intl.compactDisplay = style;
      if (opts.maxfrac === undefined && opts.maxsig === undefined) {
        delete intl.maximumFractionDigits;
        delete intl.minimumFractionDigits;
      }
      break;
    case 'scientific':
      intl.notation = 'scientific';
      break;
    default:
      break;
  }
  if (intl.style === 'percent' && opts.maxfrac === undefined) {
    intl.maximumFractionDigits = Math.max(0, intl.minimumFractionDigits ?? 0);
  }
  return numberFormat(locale, intl).format(value as Intl.StringNumericLiteral) + suffix;
}
