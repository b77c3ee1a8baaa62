/** Mounts the quick-view widget on a quick-view button. */
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import css from './quick-view.css?inline';
import { QuickViewTrigger } from './QuickViewTrigger';

const HOST_ATTRIBUTES = ['aria-haspopup', 'aria-expanded', 'aria-controls', 'aria-busy'];

/** Hydrates one `.sqs-product-quick-view-button` (`{item|product-quick-view}` markup). */
export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('quick-view', css, runtime.config.nonce);
  // The dialog lives in a portal; this root only holds it (the host keeps its own text).
  const container = document.createElement('span');
  container.hidden = true;
  host.after(container);
  const root = createRoot(container);
  // Not flushed: a listing mounts many of these, and React time-slices the renders.
  root.render(<QuickViewTrigger host={host} runtime={runtime} />);
  return () => {
    root.unmount();
    container.remove();
    for (const name of HOST_ATTRIBUTES) host.removeAttribute(name);
  };
}
