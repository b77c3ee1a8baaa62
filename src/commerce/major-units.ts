/**
 * Money in minor units as the template data's major-unit decimal text: the quick view and the
 * mock server's template data write the API's money this way; no product page's widget does.
 */
import { minorUnitDigits } from './currencies';
import { minorToDecimal } from './decimal';

/**
 * Minor units as the platform's decimal text with every fraction digit, as its template data and
 * `data-variants` carry prices.
 * @example majorUnits('2500', 'USD') // '25.00'
 * @example majorUnits('1500', 'JPY') // '1500'
 */
export function majorUnits(minor: string, currency: string): string {
  const digits = minorUnitDigits(currency);
  const [int, frac = ''] = minorToDecimal(minor, currency).split('.');
  return digits === 0 ? int! : `${int}.${frac.padEnd(digits, '0')}`;
}

/** Money in minor units (`{ value: '2500', currency }`) as the template data's major-unit money. */
export function inMajorUnits(money: { value: string; currency: string }): {
  value: string;
  currency: string;
} {
  return { value: majorUnits(money.value, money.currency), currency: money.currency };
}
