/**
 * The floating cart pill: a link to the cart page with the cart's count, in its container
 * (`[data-storefront-cart-pill]`), hidden while the cart is empty. Plain DOM: one link needs no
 * React.
 */
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { el } from '../shared/element';
import { followCart } from '../shared/indicator-state';
import sharedCss from '../shared/shared.css?inline';
import { pillText } from './pill-text';
import css from './styles.css?inline';

const SVG = 'http://www.w3.org/2000/svg';
const CART_ICON =
  'M7 4h14l-2 9H8.2l.4 2H19v2H7L5 6H3V4h4zm1 16a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0zm8 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0z';

/** The pill's link: the cart icon and the count. */
function pillLink(cartPath: string): { link: HTMLAnchorElement; count: HTMLSpanElement } {
  const link = el('a', 'sf-cart-pill');
  link.href = cartPath;
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('class', 'sf-cart-pill__icon');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', CART_ICON);
  icon.append(path);
  const count = el('span', 'sf-cart-pill__count');
  link.append(icon, count);
  return { link, count };
}

/**
 * Mounts the pill into its container, which carries the indicator state (`data-sf-cart-state`,
 * `data-sf-cart-empty`).
 */
export function mount(container: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('cart-pill', css, runtime.config.nonce);
  let shown: ReturnType<typeof pillLink> | undefined;
  return followCart(
    container,
    runtime.cart,
    (state) => {
      if (state.totalQuantity <= 0) {
        shown?.link.remove();
        shown = undefined;
        return;
      }
      if (!shown) {
        shown = pillLink(runtime.config.cartPath);
        container.append(shown.link);
      }
      const { count, label } = pillText(state.totalQuantity, runtime.messages);
      shown.link.setAttribute('aria-label', label);
      shown.count.textContent = count;
    },
    () => shown?.link.remove(),
  );
}
