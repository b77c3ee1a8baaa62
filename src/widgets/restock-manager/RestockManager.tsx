/**
 * The merchant's restock manager: every signup group (cursors followed to the end), each
 * group's signups on demand, and sending one product variant's notices or all of them at once.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { errorText } from '../../api/error-text';
import type { RestockApi, SignUp, SignUpGroup } from '../../api/restock';
import { format, type Messages } from '../../i18n/messages';

export interface RestockManagerProps {
  api: RestockApi;
  messages: Messages;
}

const keyOf = (group: Pick<SignUpGroup, 'productId' | 'variantId'>) =>
  `${group.productId}\u0000${group.variantId}`;

export function RestockManager({ api, messages }: RestockManagerProps) {
  const idBase = useId().replace(/:/g, '');
  const [groups, setGroups] = useState<SignUpGroup[]>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<Record<string, SignUp[] | undefined>>({});

  const load = useCallback(
    () => api.groups().then(setGroups, (error: unknown) => setStatus(errorText(error, messages))),
    [api, messages],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (action: () => Promise<{ sent: number }>) => {
    if (busy) return;
    setBusy(true);
    try {
      const { sent } = await action();
      setStatus(format(messages.restockManagerSent, { count: sent }));
      setOpen({});
      await load();
    } catch (error) {
      setStatus(errorText(error, messages));
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (group: SignUpGroup) => {
    const key = keyOf(group);
    if (open[key]) return setOpen((old) => ({ ...old, [key]: undefined }));
    try {
      const list = await api.signUps(group);
      setOpen((old) => ({ ...old, [key]: list }));
    } catch (error) {
      setStatus(errorText(error, messages));
    }
  };

  const pending = (groups ?? []).filter((group) => group.pendingCount > 0);
  return (
    <div className="sf-restock-manager" aria-busy={groups === undefined || busy}>
      <p className="sf-restock-manager-status" role="status">
        {status}
      </p>
      {groups?.length === 0 && <p>{messages.restockManagerEmpty}</p>}
      {groups && groups.length > 0 && (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">{messages.restockManagerProduct}</th>
                <th scope="col">{messages.restockManagerPending}</th>
                <th scope="col">{messages.restockManagerTotal}</th>
                <th scope="col">{messages.restockManagerStock}</th>
                <th scope="col">
                  <span className="sf-visually-hidden">{messages.restockManagerActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group, index) => {
                const key = keyOf(group);
                const listId = `${idBase}-signups-${index}`;
                const title = group.variantLabel
                  ? `${group.productName} (${group.variantLabel})`
                  : group.productName;
                const list = open[key];
                return (
                  <tr key={key}>
                    <th scope="row">
                      {title}
                      {list && (
                        <ul id={listId} className="sf-restock-signups">
                          {list.map((signUp) => (
                            <li key={signUp.id}>
                              {signUp.email}
                              {signUp.notifiedAt !== null &&
                                ` · ${messages.restockManagerNotified}`}
                            </li>
                          ))}
                        </ul>
                      )}
                    </th>
                    <td>{group.pendingCount}</td>
                    <td>{group.totalCount}</td>
                    <td>{group.inStock ? messages.restockManagerInStock : messages.soldOut}</td>
                    <td>
                      <button
                        type="button"
                        aria-expanded={Boolean(list)}
                        aria-controls={list ? listId : undefined}
                        onClick={() => void toggle(group)}
                      >
                        {format(messages.restockManagerShow, { title })}
                      </button>{' '}
                      <button
                        type="button"
                        disabled={busy || group.pendingCount === 0}
                        onClick={() => void run(() => api.send(group))}
                      >
                        {format(messages.restockManagerSend, { title })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button
            type="button"
            className="sf-restock-send-all"
            disabled={busy || pending.length === 0}
            onClick={() =>
              void run(() =>
                api.sendAll(pending.map(({ productId, variantId }) => ({ productId, variantId }))),
              )
            }
          >
            {messages.restockManagerSendAll}
          </button>
        </>
      )}
    </div>
  );
}
