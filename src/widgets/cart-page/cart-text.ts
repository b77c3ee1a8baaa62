/** Texts of the cart page: money of its lines and totals, and an entry's additional fields. */
import type { CartEntry } from '../../api/schemas';
import { formatMoney } from '../../commerce/money';

/** Formats minor units of the store currency for the page's locale. */
export type FormatCents = (cents: number) => string;

export function centsFormatter(locale: string, currency: string): FormatCents {
  return (cents) => formatMoney({ value: cents, currency }, locale);
}

/**
 * The entry's additional fields as label/value pairs, in their order. Values are keyed by the
 * field's label; text that is not a JSON object of strings is shown as one value.
 */
export function fieldPairs(entry: CartEntry): { label: string; value: string }[] {
  if (entry.additionalFields === null) return [];
  try {
    const parsed: unknown = JSON.parse(entry.additionalFields);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return Object.entries(parsed)
        .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
        .map(([label, value]) => ({ label, value }));
    }
  } catch {
    // not JSON: shown as it is below
  }
  return [{ label: '', value: entry.additionalFields }];
}
