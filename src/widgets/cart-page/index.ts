/** Mounts the cart page (plain DOM, no React until a shopper presses Edit) into its root. */
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { createCartPage, type CartPage } from './cart-page';
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
  let page: CartPage | undefined;
  let alive = true;
  const { locale, currency } = runtime.config;
  // The first money format of a page loads the browser's locale data (ICU; the loader loads it
  // in idle steps, but a shopper's early press may come first): warmed in a task of its own, so
  // the cart's first render (the next task) holds the rows only.
  setTimeout(() => {
    if (!alive) return;
    centsFormatter(locale, currency)(0);
    setTimeout(() => {
      if (!alive) return;
      page = createCartPage(runtime, element.dataset.checkoutUrl ?? '/checkout');
      element.replaceChildren(page.element);
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
    page?.destroy();
    element.replaceChildren(...original);
  };
}
