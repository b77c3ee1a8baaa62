import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { CartPage } from './CartPage';
import { centsFormatter } from './cart-text';
import css from './cart-page.css?inline';

/**
 * Mounts the cart page into its root (`#sqs-cart-root`); `data-checkout-url` on the root
 * overrides where the checkout button leads (default `/checkout`). Whatever the root held stays
 * until the cart's first render replaces it, and is put back on unmount.
 */
export function mount(element: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('cart-page', css, runtime.config.nonce);
  const original = [...element.childNodes];
  const root = createRoot(element);
  let alive = true;
  const { locale, currency } = runtime.config;
  // The first money format loads the browser's locale data (ICU): the longest piece of the
  // cart's first render on a slow phone (~80 ms at 4x CPU). It gets a task of its own while the
  // cart is still on its way; the render then comes as a transition, in slices (React clears
  // the root's markup at its first commit).
  setTimeout(() => {
    if (!alive) return;
    centsFormatter(locale, currency)(0);
    setTimeout(() => {
      if (!alive) return;
      startTransition(() =>
        root.render(
          <CartPage runtime={runtime} checkoutUrl={element.dataset.checkoutUrl ?? '/checkout'} />,
        ),
      );
    });
  });
  runtime.emit('cart-viewed', {});
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.('.sf-cart-page__checkout'))
      runtime.emit('checkout-started', {});
  };
  element.addEventListener('click', onClick);
  return () => {
    alive = false;
    element.removeEventListener('click', onClick);
    root.unmount();
    element.replaceChildren(...original);
  };
}
