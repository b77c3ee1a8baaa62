/**
 * The owner console's tag and category editor: mounts on `[data-storefront-tag-editor]`, whose
 * value names the type (`tags`, the default, or `categories`). Console pages only.
 */
import { editorApi } from '../../api/editor';
import type { TagType } from '../../editor/tags';
import type { Runtime } from '../../runtime/runtime';
import { mountConsolePanel } from '../shared/console-mount';
import type { Unmount } from '../widget';
import { TagEditor } from './TagEditor';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const type: TagType =
    host.getAttribute('data-storefront-tag-editor') === 'categories' ? 'categories' : 'tags';
  return mountConsolePanel(
    host,
    runtime,
    <TagEditor
      api={editorApi(runtime.api)}
      type={type}
      closeLabel={runtime.messages.close}
      nonce={runtime.config.nonce}
    />,
  );
}
