/** The owner console's file manager: mounts on `[data-storefront-file-manager]` (console pages only). */
import { editorApi } from '../../api/editor';
import { uploadFile } from '../../api/editor-upload';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { FileManager } from './FileManager';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  return mountConsolePanel(
    host,
    runtime,
    <FileManager
      api={editorApi(runtime.api)}
      upload={(file, onProgress) => uploadFile(runtime.config.apiBase, file, { onProgress })}
      closeLabel={runtime.messages.close}
      nonce={runtime.config.nonce}
    />,
  );
}
