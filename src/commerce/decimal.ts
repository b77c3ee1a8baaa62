/** Exact decimal amounts (parse, shift, compare, round, print) and minor units as major-unit text. */
import { minorUnitDigits } from './currencies';

/** A parsed decimal: sign, integer digits (no leading zeros, at least `0`), fraction digits (no trailing zeros). */
export interface Decimal {
  readonly negative: boolean;
  readonly int: string;
  readonly frac: string;
}

/** Zero, the default amount. */
export const ZERO: Decimal = { negative: false, int: '0', frac: '' };

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** `point` is how many of `digits` sit before the decimal point (may be < 0 or > length). */
function decimalOf(negative: boolean, digits: string, point: number): Decimal {
  const padded =
    point < 0
      ? '0'.repeat(-point) + digits
      : digits + '0'.repeat(Math.max(0, point - digits.length));
  const at = Math.max(point, 0);
  // Leading zeros of the integer part and trailing zeros of the fraction dropped (by char code:
  // twice as fast as the regular expressions on a grid of prices).
  let start = 0;
  while (start < at && padded.charCodeAt(start) === 48) start++;
  let end = padded.length;
  while (end > at && padded.charCodeAt(end - 1) === 48) end--;
  const int = start < at ? padded.slice(start, at) : '0';
  const frac = padded.slice(at, end);
  return { negative: negative && (int !== '0' || frac !== ''), int, frac };
}

/**
 * Reads a JSON number or a decimal string (`"12.50"`, `".5"`, `"-3"`, `"1e3"`) exactly;
 * anything else, including non-finite numbers and empty text, is `undefined`.
 */
export function parseDecimal(value: unknown): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'bigint') text = value.toString();
  else return undefined;
  const m = DECIMAL_TEXT.exec(text);
  const int = m?.[2] ?? '';
  const frac = m?.[3] ?? '';
  if (!m || (int === '' && frac === '')) return undefined;
  const exponent = m[4] === undefined ? 0 : Number(m[4]);
  if (Math.abs(exponent) > 400) return undefined;
  return decimalOf(m[1] === '-', int + frac, int.length + exponent);
}

/** Multiplies by 10^places (a negative count divides), exactly. */
export function movePoint(d: Decimal, places: number): Decimal {
  return decimalOf(d.negative, d.int + d.frac, d.int.length + places);
}

/** Plain text without exponent or redundant zeros: `-12.5`, `0`, `10000`. */
export function decimalText(d: Decimal): string {
  return (d.negative ? '-' : '') + d.int + (d.frac === '' ? '' : '.' + d.frac);
}

/** Numeric order of two decimals: negative, zero or positive. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const sign = a.negative ? -1 : 1;
  if (a.int.length !== b.int.length) return sign * (a.int.length - b.int.length);
  const width = Math.max(a.frac.length, b.frac.length);
  const x = a.int + a.frac.padEnd(width, '0');
  const y = b.int + b.frac.padEnd(width, '0');
  return x === y ? 0 : x < y ? -sign : sign;
}

/**
 * Rounds half-even to `places` fraction digits, exactly (the platform's money rounding):
 * `2.345` -> `2.34`, `2.355` -> `2.36`, `9.995` -> `10` (two places).
 */
export function roundHalfEven(d: Decimal, places: number): Decimal {
  const rest = d.frac.slice(places);
  if (rest === '') return d;
  const kept = d.int + d.frac.slice(0, places);
  // `rest` ends in a non-zero digit (fractions carry no trailing zeros): past a 5 is above half.
  const up = rest > '5' || (rest === '5' && Number(kept.at(-1)) % 2 === 1);
  const digits = up ? String(BigInt(kept) + 1n).padStart(kept.length, '0') : kept;
  return decimalOf(d.negative, digits, d.int.length + digits.length - kept.length);
}

/**
 * Minor units (`"1999"`, as `src/api` money carries them) as a decimal string of major units.
 * @example minorToDecimal('1999', 'USD') // '19.99'
 * @example minorToDecimal(1500, 'JPY') // '1500'
 */
export function minorToDecimal(minor: string | number | bigint, currency: string): string {
  const d = parseDecimal(minor);
  if (!d) throw new RangeError(`Money: ${String(minor)} is not a number of minor units`);
  return decimalText(movePoint(d, -minorUnitDigits(currency)));
}
