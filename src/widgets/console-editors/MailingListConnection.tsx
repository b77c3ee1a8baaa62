/**
 * The mailing-list connection (sections 2, 3, 8): select a list and double opt-in, then Connect;
 * once connected, Disconnect. 'A List must be selected' without a list; 'You don't have any
 * mailing lists. Please create one before continuing' on a site without one; 'Unable to connect.
 * Please try again' when the call fails.
 */
import { useId, useState } from 'react';
import type { Connections, EditorContentApi } from '../../api/editor-content';
import { isHttpError } from '../../api/errors';
import { mailingListProblem } from '../../editor/content';
import { editorMessages as t } from '../../editor/messages';
import { format } from '../../i18n/messages';
import { failureText } from '../shared/console-document';

export interface MailingListConnectionProps {
  api: EditorContentApi;
  initial: Connections;
}

/** A refused body's own text (a viewer's role, a list gone), else the documents' connect text. */
const connectFailure = (error: unknown): string =>
  isHttpError(error) && error.status < 500 ? failureText(error) : t.unableToConnect;

export function MailingListConnection({ api, initial }: MailingListConnectionProps) {
  const id = useId().replace(/:/g, '');
  const [connections, setConnections] = useState(initial);
  const [listId, setListId] = useState(initial.mailing?.listId ?? '');
  const [doubleOptIn, setDoubleOptIn] = useState(initial.mailing?.doubleOptIn ?? true);
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const { lists, mailing } = connections;
  if (lists.length === 0) {
    return (
      <div className="sf-panel">
        <p role="note">{t.noMailingLists}</p>
      </div>
    );
  }
  const connected = mailing ? lists.find((list) => list.id === mailing.listId) : undefined;
  const run = async (call: () => Promise<Connections>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const next = await call();
      setConnections(next);
      if (!next.mailing) setListId('');
    } catch (error) {
      setFailure(connectFailure(error));
    } finally {
      setBusy(false);
    }
  };
  const connect = () => {
    const text = mailingListProblem(listId, lists);
    setProblem(text);
    if (!text) void run(() => api.connectMailing({ listId, doubleOptIn }));
  };

  const problemId = `${id}-problem`;
  return (
    <div className="sf-panel">
      {connected ? (
        <p className="sf-panel__note">{format(t.mailingConnected, { list: connected.name })}</p>
      ) : null}
      <div className="sf-panel__field">
        <label htmlFor={`${id}-list`}>{t.mailingList}</label>
        <select
          id={`${id}-list`}
          value={listId}
          disabled={Boolean(connected)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setListId(event.target.value);
            setProblem(undefined);
          }}
        >
          <option value="">{t.chooseList}</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
        <p id={problemId} className="sf-panel__error">
          {problem}
        </p>
      </div>
      <label>
        <input
          type="checkbox"
          checked={doubleOptIn}
          disabled={Boolean(connected)}
          onChange={(event) => setDoubleOptIn(event.target.checked)}
        />{' '}
        {t.doubleOptIn}
      </label>
      <div className="sf-panel__actions">
        {connected ? (
          <button
            type="button"
            className="sf-button"
            disabled={busy}
            onClick={() => void run(() => api.disconnectMailing())}
          >
            {t.disconnect}
          </button>
        ) : (
          <button type="button" className="sf-button" disabled={busy} onClick={connect}>
            {t.connect}
          </button>
        )}
      </div>
      <p role="status" className="sf-panel__error">
        {failure}
      </p>
    </div>
  );
}
