/** The owner console's code editor: mounts on `[data-storefront-code-editor]` (console pages only). */
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { editorContentApi, type EditorContentApi } from '../../api/editor-content';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import contentCss from '../shared/console-content.css?inline';
import { useDocument } from '../shared/console-document';
import { ConsoleLoadFailed } from '../shared/console-load-failed';
import panelCss from '../shared/console-panel.css?inline';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { CodeEditor } from './CodeEditor';

function CodePanel({ api }: { api: EditorContentApi }) {
  const loaded = useDocument(useCallback(() => api.code(), [api]));
  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') return <ConsoleLoadFailed retry={loaded.retry} />;
  return <CodeEditor api={api} initial={loaded.value} />;
}

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  injectStyles('console-content', contentCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<CodePanel api={editorContentApi(runtime.api)} />));
  host.replaceChildren(container);
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
