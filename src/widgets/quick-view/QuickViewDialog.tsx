/** The quick view's React part, loaded with a listing's first Quick View press: the trigger's state and the product modal. */
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import css from './quick-view.css?inline';
import { QuickViewTrigger } from './QuickViewTrigger';

/**
 * Takes over `host` (a `.sqs-product-quick-view-button` the plain hook watched until a press)
 * and opens its quick view at once: the trigger's listeners are React's from here on.
 */
export function mountQuickView(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('quick-view', css, runtime.config.nonce);
  // The dialog lives in a portal; this root only holds it (the host keeps its own text).
  const container = document.createElement('span');
  container.hidden = true;
  host.after(container);
  const root = createRoot(container);
  root.render(<QuickViewTrigger host={host} runtime={runtime} openNow />);
  return () => {
    root.unmount();
    container.remove();
  };
}
