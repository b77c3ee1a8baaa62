/** The quick view's React part, loaded with a listing's first Quick View press: the trigger's state and the product modal. */
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import css from './quick-view.css?inline';
import { QuickViewTrigger } from './QuickViewTrigger';

/** A mounted quick view: the plain hook (`index.ts`) opens it at each press and unmounts it with the hook. */
export interface QuickView {
  open(): void;
  unmount(): void;
}

/**
 * Mounts the quick view of `host` (a `.sqs-product-quick-view-button`): its ARIA state is the
 * trigger's from here on, and `open` opens the product, at once or, before React's first commit,
 * as soon as it is there.
 */
export function mountQuickView(host: HTMLElement, runtime: Runtime): QuickView {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('quick-view', css, runtime.config.nonce);
  // The dialog lives in a portal; this root only holds it (the host keeps its own text).
  const container = document.createElement('span');
  container.hidden = true;
  host.after(container);
  let openTrigger: (() => void) | undefined;
  let openWhenReady = false;
  const onReady = (open: () => void) => {
    openTrigger = open;
    if (openWhenReady) open();
    openWhenReady = false;
  };
  const root = createRoot(container);
  root.render(<QuickViewTrigger host={host} runtime={runtime} onReady={onReady} />);
  return {
    open: () => (openTrigger ? openTrigger() : (openWhenReady = true)),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
