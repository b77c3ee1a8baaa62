/**
 * The automation connection (sections 2, 3): the number of connected Zaps, 'Awaiting connection'
 * until one is. While it waits it asks again every few seconds (and on Check again), so a Zap
 * turned on in the automation service shows up without a reload.
 */
import { useCallback, useEffect, useState } from 'react';
import type { EditorContentApi } from '../../api/editor-content';
import { automationText } from '../../editor/content';
import { editorMessages as t } from '../../editor/messages';
import { failureText } from '../shared/console-document';

/** How often a waiting panel asks again (ours: the documents give no figure). */
export const AUTOMATION_POLL_MS = 5000;

export interface AutomationConnectionProps {
  api: EditorContentApi;
  initial: number;
}

export function AutomationConnection({ api, initial }: AutomationConnectionProps) {
  const [zaps, setZaps] = useState(initial);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const check = useCallback(async () => {
    setBusy(true);
    try {
      setZaps((await api.connections()).automation.zaps);
      setFailure(undefined);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }, [api]);
  useEffect(() => {
    if (zaps > 0) return;
    const timer = setInterval(() => void check(), AUTOMATION_POLL_MS);
    return () => clearInterval(timer);
  }, [check, zaps]);

  return (
    <div className="sf-panel">
      <p role="status" aria-live="polite">
        {automationText(zaps)}
      </p>
      <div className="sf-panel__actions">
        <button type="button" className="sf-button" disabled={busy} onClick={() => void check()}>
          {t.checkAgain}
        </button>
      </div>
      <p role="alert" className="sf-panel__error">
        {failure}
      </p>
    </div>
  );
}
