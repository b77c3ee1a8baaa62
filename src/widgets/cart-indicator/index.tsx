import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import { CartPill } from './CartPill';
import css from './styles.css?inline';

/** Mounts the floating cart pill into its container (`[data-storefront-cart-pill]`). */
export function mount(container: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('cart-pill', css, runtime.config.nonce);
  const root = createRoot(container);
  root.render(<CartPill runtime={runtime} />);
  return () => root.unmount();
}
