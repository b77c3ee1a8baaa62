/** The owner console's file manager: mounts on `[data-storefront-file-manager]` (console pages only). */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { editorApi } from '../../api/editor';
import { uploadFile } from '../../api/editor-upload';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import panelCss from '../shared/console-panel.css?inline';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { FileManager } from './FileManager';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <FileManager
        api={editorApi(runtime.api)}
        upload={(file, onProgress) => uploadFile(runtime.config.apiBase, file, { onProgress })}
        closeLabel={runtime.messages.close}
        nonce={runtime.config.nonce}
      />,
    ),
  );
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
