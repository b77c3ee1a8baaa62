/**
 * The owner console's tag and category editor: mounts on `[data-storefront-tag-editor]`, whose
 * value names the type (`tags`, the default, or `categories`). Console pages only.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { editorApi } from '../../api/editor';
import type { TagType } from '../../editor/tags';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import panelCss from '../shared/console-panel.css?inline';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { TagEditor } from './TagEditor';

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  const type: TagType =
    host.getAttribute('data-storefront-tag-editor') === 'categories' ? 'categories' : 'tags';
  const original = [...host.childNodes];
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  flushSync(() => root.render(<TagEditor api={editorApi(runtime.api)} type={type} />));
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
