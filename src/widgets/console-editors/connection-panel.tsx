/**
 * The connections' panels: loads the connections, then the mailing-list or automation panel; a
 * failed load says 'Unable to load results' (the lists) or 'Unable to load. Try again.'.
 */
import { useCallback } from 'react';
import type { EditorContentApi } from '../../api/editor-content';
import { editorMessages as t } from '../../editor/messages';
import { useDocument } from '../shared/console-document';
import { ConsoleLoadFailed } from '../shared/console-load-failed';
import { AutomationConnection } from './AutomationConnection';
import { MailingListConnection } from './MailingListConnection';

export function ConnectionPanel({
  api,
  kind,
}: {
  api: EditorContentApi;
  kind: 'mailing' | 'automation';
}) {
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
