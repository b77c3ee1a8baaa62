/** The store's minimum subtotal: the refusal that names it, the same on the cart and checkout pages. */
import type { ShoppingCart } from '../api/schemas';
import { format } from '../i18n/messages';
import { formatMoney } from './money';

/**
 * The minimum-subtotal text ('To check out, your order subtotal must be {subtotal} or more.')
 * when a cart with items is below the store's minimum, else null. The amount is the store
 * currency in the page locale's money format (`formatMoney`), so the cart page and the checkout
 * page print it alike: `50,00€` for EUR in de-DE, `A$50.00` for AUD.
 */
export function minimumSubtotalText(
  cart: Pick<ShoppingCart, 'entries' | 'subtotalCents' | 'minimumSubtotalCents'>,
  text: string,
  locale: string,
  currency: string,
): string | null {
  const minimum = cart.minimumSubtotalCents;
  if (!minimum || cart.entries.length === 0 || cart.subtotalCents >= minimum) return null;
  return format(text, { subtotal: formatMoney({ value: minimum, currency }, locale) });
}
