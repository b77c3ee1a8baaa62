import { child } from '../values';
import { numberFormat } from './cache';
import type { NumberOptions } from './number';
import { decimalText, intlNumberOptions, numberOption, splitOption } from './number';

const CURRENCY_RE = /^[A-Za-z]{3}$/;

/**
 * A money value inside a message (`{0 money}`, `{0 currency style:short}`): an object with
 * `decimalValue` and `currencyCode` (or `value` and `currency`). Styles: `symbol` (default),
 * `short` (compact), `name` (`123.45 euros`), `code`; `symbol:narrow` for the narrow sign;
 * plus the number options. Anything else prints nothing.
 */
export function formatCurrency(locale: string, money: unknown, args: readonly string[]): string {
  let amount = child(money, 'decimalValue');
  let code = child(money, 'currencyCode');
  if (amount === undefined || code === undefined) {
    amount = child(money, 'value');
    code = child(money, 'currency');
  }
  const text = decimalText(amount);
  if (text === undefined || typeof code !== 'string' || !CURRENCY_RE.test(code)) return '';
  const opts: NumberOptions = {};
  let style = 'symbol';
  let narrow = false;
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === 'style') style = value;
    else if (key === 'symbol') narrow = value === 'narrow';
    else numberOption(key, value, opts);
  }
  const hasDigits = opts.maxfrac !== undefined || opts.minfrac !== undefined;
  const intl: Intl.NumberFormatOptions = {
    ...(hasDigits || opts.minsig !== undefined || opts.maxsig !== undefined
      ? intlNumberOptions(opts, { group: true, maxfrac: 2 })
      : { useGrouping: opts.group ?? true, roundingMode: opts.round ?? 'halfEven' }),
    style: 'currency',
    currency: code.toUpperCase(),
    currencyDisplay:
      style === 'name' ? 'name' : style === 'code' ? 'code' : narrow ? 'narrowSymbol' : 'symbol',
  };
  if (style === 'short' || style === 'long') {
    intl.notation = 'compact';
    intl.compactDisplay = style;
  }
  return numberFormat(locale, intl).format(text as Intl.StringNumericLiteral);
}
