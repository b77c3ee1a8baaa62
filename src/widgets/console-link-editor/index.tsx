/** The owner console's link editor: mounts on `[data-storefront-link-editor]` (console pages only). */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { editorApi } from '../../api/editor';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { LinkEditor } from './LinkEditor';
import panelCss from '../shared/console-panel.css?inline';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  flushSync(() => root.render(<LinkEditor api={editorApi(runtime.api)} />));
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
