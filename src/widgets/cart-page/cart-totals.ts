/** The cart page's totals: subtotal, discount, tax, shipping and total, plain DOM. */
import type { ShoppingCart } from '../../api/schemas';
import type { Messages } from '../../i18n/messages';
import { el } from '../shared/element';
import type { FormatCents } from './cart-text';

/** Subtotal, discount (when there is one), tax, shipping and the total, as a `<dl>`. */
export function cartTotals(
  cart: ShoppingCart,
  messages: Messages,
  formatCents: FormatCents,
): HTMLDListElement {
  type Row = readonly [key: string, label: string, value: string];
  const discount: Row[] =
    cart.discountCents > 0
      ? [['discount', messages.cartDiscount, `-${formatCents(cart.discountCents)}`]]
      : [];
  const rows: Row[] = [
    ['subtotal', messages.cartSubtotal, formatCents(cart.subtotalCents)],
    ...discount,
    ['tax', messages.cartTax, formatCents(cart.taxCents)],
    ['shipping', messages.cartShipping, formatCents(cart.shippingCostCents)],
    ['total', messages.cartTotal, formatCents(cart.grandTotalCents)],
  ];
  const list = el('dl', 'sf-cart-totals');
  for (const [key, label, value] of rows) {
    const row = el('div', `sf-cart-totals__row sf-cart-totals__row--${key}`);
    row.dataset.total = key;
    row.append(el('dt', '', label), el('dd', '', value));
    list.append(row);
  }
  return list;
}
