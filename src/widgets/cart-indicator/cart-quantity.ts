import type { Runtime } from '../../runtime/runtime';
import type { Unmount } from '../widget';

/**
 * Keeps a template's cart count element (`<span class="sqs-cart-quantity">`) equal to the
 * cart's total quantity once the cart is known. No React: it is one text node.
 */
export function mount(element: HTMLElement, { cart }: Runtime): Unmount {
  const original = element.textContent;
  const render = () => {
    const { status, totalQuantity } = cart.getState();
    if (status === 'loaded') element.textContent = String(totalQuantity);
  };
  render();
  const unsubscribe = cart.subscribe(render);
  return () => {
    unsubscribe();
    element.textContent = original;
  };
}
