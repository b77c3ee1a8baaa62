/** Adds the floating cart pill's container once the cart holds something. */
import type { StorefrontConfig } from '../config';
import type { CartStore } from '../store/cart-store';

const PILL_SELECTOR = '[data-storefront-cart-pill]';

/**
 * Adds the floating pill's container once the cart holds something, unless the pill is off
 * (custom cart, express checkout) or this is the cart page. `label` names the container's
 * landmark (the catalogue's `cartRegion`). The loader's scanner mounts the
 * pill widget into it like any other hook.
 */
export function placeCartPillWhenFilled(
  config: StorefrontConfig,
  cart: CartStore,
  label: string,
): void {
  const onCartPage = window.location.pathname.replace(/\/$/, '') === config.cartPath;
  if (!config.cartPill || config.expressCheckout || config.customCart || onCartPage) return;
  const place = (quantity: number) => {
    if (quantity <= 0 || !document.body || document.querySelector(PILL_SELECTOR)) return;
    // A labelled landmark, so the pill is not content outside every region of the page.
    const container = document.createElement('aside');
    container.setAttribute('aria-label', label);
    container.setAttribute('data-storefront-cart-pill', '');
    document.body.append(container);
  };
  const placeNow = () => place(cart.getState().totalQuantity);
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', placeNow, { once: true });
  } else placeNow();
  cart.subscribe((state) => place(state.totalQuantity));
}
