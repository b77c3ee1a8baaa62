/**
 * Money in templates: the arguments the `money` formatter and a message's `{0 money}` take, and
 * the money node they read. The formatting itself is src/commerce/money.ts (CLDR format).
 */
import {
  type CldrMoneyOptions,
  type CurrencyStyle,
  formatCldrMoney,
  parseDecimal,
} from '../../commerce/money';
import { child } from '../values';
import { numberOption, splitOption } from './number';

/** The currency styles a template may name; `standard` is another name for `symbol`. */
const STYLES = ['symbol', 'accounting', 'code', 'name', 'short', 'long'];

/**
 * Parses `name:value` arguments: `style`, `symbol:narrow`, and the number options shared with
 * `decimal` (`group`, `no-group`, `round:down`, `minFrac:2` ...). Unknown ones are ignored.
 */
export function moneyOptions(args: readonly string[]): CldrMoneyOptions {
  const options: { -readonly [K in keyof CldrMoneyOptions]: CldrMoneyOptions[K] } = {};
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (key === 'style') {
      const style = value === 'standard' ? 'symbol' : value;
      if (STYLES.includes(style)) options.style = style as CurrencyStyle;
    } else if (key === 'symbol') options.narrow = value === 'narrow';
    else numberOption(key, value, options);
  }
  return options;
}

/** A money node: `{ decimalValue, currencyCode }` or `{ value, currency }`; `undefined` if neither pair is complete. */
export function moneyNode(value: unknown): { amount: unknown; currency: unknown } | undefined {
  const amount = child(value, 'decimalValue');
  const currency = child(value, 'currencyCode');
  if (amount !== undefined && currency !== undefined) return { amount, currency };
  const v = child(value, 'value');
  const c = child(value, 'currency');
  return v !== undefined && c !== undefined ? { amount: v, currency: c } : undefined;
}

/**
 * A money value inside a message (`{0 money}`, `{0 currency style:short}`) in the CLDR format,
 * with the `money` formatter's options. Anything but a money node with a number and a
 * three-letter code prints nothing.
 * @throws RangeError for an unusable locale.
 */
export function formatCurrency(locale: string, money: unknown, args: readonly string[]): string {
  const node = moneyNode(money);
  const amount = parseDecimal(node?.amount);
  const code = node?.currency;
  if (!amount || typeof code !== 'string' || !/^[A-Za-z]{3}$/.test(code)) return '';
  return formatCldrMoney(amount, code.toUpperCase(), locale, moneyOptions(args));
}
