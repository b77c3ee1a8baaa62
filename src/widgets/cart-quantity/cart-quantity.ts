/** The template's cart count element, kept equal to the cart. */
import { cartCountText } from '../../commerce/cart-count';
import type { Runtime } from '../../runtime/runtime';
import type { Unmount } from '../widget';
import { followCart } from '../shared/indicator-state';

/**
 * Keeps a template's cart count element (`<span class="sqs-cart-quantity">`) equal to the
 * cart's total quantity once the cart is known ('100+' above 100, like the pill), and marks its state (`data-sf-cart-state`
 * uninitialized/initialized, `data-sf-cart-empty`). No React: it is one text node.
 */
export function mount(element: HTMLElement, { cart }: Runtime): Unmount {
  const original = element.textContent;
  return followCart(
    element,
    cart,
    (state) => {
      if (state.cart) element.textContent = cartCountText(state.totalQuantity);
    },
    () => (element.textContent = original),
  );
}
