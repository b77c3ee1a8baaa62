/** The cart page's totals: subtotal, discount, tax, shipping and total. */
import type { ShoppingCart } from '../../api/schemas';
import type { Messages } from '../../i18n/messages';
import type { FormatCents } from './cart-text';

/** Subtotal, discount (when there is one), tax, shipping and the total. */
export function CartTotals({
  cart,
  messages,
  formatCents,
}: {
  cart: ShoppingCart;
  messages: Messages;
  formatCents: FormatCents;
}) {
  const rows: [string, string, string][] = [
    ['subtotal', messages.cartSubtotal, formatCents(cart.subtotalCents)],
    ...(cart.discountCents > 0
      ? [
          ['discount', messages.cartDiscount, `-${formatCents(cart.discountCents)}`] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ['tax', messages.cartTax, formatCents(cart.taxCents)],
    ['shipping', messages.cartShipping, formatCents(cart.shippingCostCents)],
    ['total', messages.cartTotal, formatCents(cart.grandTotalCents)],
  ];
  return (
    <dl className="sf-cart-totals">
      {rows.map(([key, label, value]) => (
        <div
          key={key}
          className={`sf-cart-totals__row sf-cart-totals__row--${key}`}
          data-total={key}
        >
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
