import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { CartPill } from './CartPill';
import { INDICATOR_ATTRIBUTES, markIndicator } from '../shared/indicator-state';
import css from './styles.css?inline';

/**
 * Mounts the floating cart pill into its container (`[data-storefront-cart-pill]`), which
 * carries the indicator state (`data-sf-cart-state`, `data-sf-cart-empty`).
 */
export function mount(container: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('cart-pill', css, runtime.config.nonce);
  const mark = () => markIndicator(container, runtime.cart.getState());
  mark();
  const unsubscribe = runtime.cart.subscribe(mark);
  const root = createRoot(container);
  root.render(<CartPill runtime={runtime} />);
  return () => {
    unsubscribe();
    root.unmount();
    for (const name of INDICATOR_ATTRIBUTES) container.removeAttribute(name);
  };
}
