/**
 * The owner console's content editors and connections: mounts on `[data-storefront-editor]`,
 * whose value names the panel (`chart`, `code`, `markdown`, `mailing`, `automation`). One hook
 * and one chunk keep the loader's table small; each panel's module (and its library: uPlot,
 * CodeMirror, marked with DOMPurify) is imported only where its panel is on the page.
 * Console pages only.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { editorContentApi, type EditorContentApi } from '../../api/editor-content';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import contentCss from '../shared/console-content.css?inline';
import panelCss from '../shared/console-panel.css?inline';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';

/** The hook's attribute; its value names the panel. */
export const EDITOR_HOOK = 'data-storefront-editor';

type Panel = (api: EditorContentApi, runtime: Runtime) => Promise<ReactNode>;
const PANELS: Record<string, Panel> = {
  chart: async (api, runtime) => {
    const { ChartPanel } = await import('./chart-panel');
    return <ChartPanel api={api} nonce={runtime.config.nonce} />;
  },
  code: async (api) => {
    const { CodePanel } = await import('./code-panel');
    return <CodePanel api={api} />;
  },
  markdown: async (api) => {
    const { MarkdownPanel } = await import('./markdown-panel');
    return <MarkdownPanel api={api} />;
  },
  mailing: async (api) => {
    const { ConnectionPanel } = await import('./connection-panel');
    return <ConnectionPanel api={api} kind="mailing" />;
  },
  automation: async (api) => {
    const { ConnectionPanel } = await import('./connection-panel');
    return <ConnectionPanel api={api} kind="automation" />;
  },
};

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  const panel = PANELS[host.getAttribute(EDITOR_HOOK) ?? ''];
  if (!panel) return () => {};
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  injectStyles('console-content', contentCss, runtime.config.nonce);
  const original = [...host.childNodes];
  const container = document.createElement('div');
  const root = createRoot(container);
  let live = true;
  void panel(editorContentApi(runtime.api), runtime).then((element) => {
    if (!live) return;
    flushSync(() => root.render(element));
    host.replaceChildren(container);
  });
  return () => {
    live = false;
    root.unmount();
    host.replaceChildren(...original);
  };
}
