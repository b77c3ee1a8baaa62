import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { CartPage } from './CartPage';
import css from './cart-page.css?inline';

/**
 * Mounts the cart page into its root (`#sqs-cart-root`); `data-checkout-url` on the root
 * overrides where the checkout button leads (default `/checkout`). Whatever the root held is
 * put back on unmount.
 */
export function mount(element: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('cart-page', css, runtime.config.nonce);
  const original = [...element.childNodes];
  element.replaceChildren();
  const root = createRoot(element);
  root.render(
    <CartPage runtime={runtime} checkoutUrl={element.dataset.checkoutUrl ?? '/checkout'} />,
  );
  runtime.emit('cart-viewed', {});
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.('.sf-cart-page__checkout'))
      runtime.emit('checkout-started', {});
  };
  element.addEventListener('click', onClick);
  return () => {
    element.removeEventListener('click', onClick);
    root.unmount();
    element.replaceChildren(...original);
  };
}
