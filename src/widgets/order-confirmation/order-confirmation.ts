/** The order confirmation widget: emits the confirmed order's events. */
import { OrderConfirmationSchema } from '../../api/order-confirmation';
import { minorToMajor } from '../../commerce/money';
import type { Runtime } from '../../runtime/runtime';
import type { Unmount } from '../widget';

/**
 * The order confirmation page (page type 202): reads the order from the hook's
 * `<script type="application/json">` and emits `commerce_checkout_order_confirmed`
 * (orderId, cartId, testMode, websiteId) and the 'Purchase' pixel event. No React, no DOM
 * changes; an order that does not parse is reported to the console and emits nothing.
 */
export function mount(element: HTMLElement, runtime: Runtime): Unmount {
  const text = element.querySelector('script[type="application/json"]')?.textContent ?? '';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = OrderConfirmationSchema.safeParse(json);
  if (!parsed.success) {
    console.error('[storefront] the order confirmation data could not be read', parsed.error);
    return () => undefined;
  }
  const order = parsed.data;
  runtime.emit('commerce_checkout_order_confirmed', {
    orderId: order.id,
    cartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
  });
  runtime.emit('pixel', {
    event: 'Purchase',
    orderId: order.id,
    value: minorToMajor(order.grandTotal.value, order.grandTotal.currency),
    currency: order.grandTotal.currency,
  });
  return () => undefined;
}
