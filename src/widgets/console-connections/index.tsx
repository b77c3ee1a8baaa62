/**
 * The owner console's connections: mounts the mailing-list connection on
 * `[data-storefront-mailing-list]` and the automation connection on `[data-storefront-automation]`
 * (console pages only).
 */
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { editorContentApi, type EditorContentApi } from '../../api/editor-content';
import { editorMessages as t } from '../../editor/messages';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import contentCss from '../shared/console-content.css?inline';
import { useDocument } from '../shared/console-document';
import { ConsoleLoadFailed } from '../shared/console-load-failed';
import panelCss from '../shared/console-panel.css?inline';
import sharedCss from '../shared/shared.css?inline';
import type { Unmount } from '../widget';
import { AutomationConnection } from './AutomationConnection';
import { MailingListConnection } from './MailingListConnection';

function ConnectionPanel({ api, kind }: { api: EditorContentApi; kind: 'mailing' | 'automation' }) {
  const loaded = useDocument(useCallback(() => api.connections(), [api]));
  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') {
    return (
      <ConsoleLoadFailed
        retry={loaded.retry}
        text={kind === 'mailing' ? t.unableToLoadResults : t.unableToLoadRetry}
      />
    );
  }
  return kind === 'mailing' ? (
    <MailingListConnection api={api} initial={loaded.value} />
  ) : (
    <AutomationConnection api={api} initial={loaded.value.automation.zaps} />
  );
}

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('shared', sharedCss, runtime.config.nonce);
  injectStyles('console-panel', panelCss, runtime.config.nonce);
  injectStyles('console-content', contentCss, runtime.config.nonce);
  const kind = host.hasAttribute('data-storefront-mailing-list') ? 'mailing' : 'automation';
  const original = [...host.childNodes];
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<ConnectionPanel api={editorContentApi(runtime.api)} kind={kind} />));
  host.replaceChildren(container);
  return () => {
    root.unmount();
    host.replaceChildren(...original);
  };
}
