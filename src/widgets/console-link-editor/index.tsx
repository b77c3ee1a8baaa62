/** The owner console's link editor: mounts on `[data-storefront-link-editor]` (console pages only). */
import { editorApi } from '../../api/editor';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { LinkEditor } from './LinkEditor';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  return mountConsolePanel(host, runtime, <LinkEditor api={editorApi(runtime.api)} />);
}
