/** The merchant's restock manager: mounts on `[data-storefront-restock-manager]`. */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { restockApi } from '../../api/restock';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { RestockManager } from './RestockManager';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(<RestockManager api={restockApi(runtime.api)} messages={runtime.messages} />),
  );
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
