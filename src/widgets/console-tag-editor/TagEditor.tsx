/**
 * The tag and category editor (section 2 'Interface areas'): New, Edit, Merge, Remove and Filter
 * over one type's items, with the rules and texts of `src/editor/tags.ts` (tags at most 50
 * characters, categories at most 25; 'This {tagType} already exists'; 'You may only edit one
 * {tagType} at a time'). The server checks the same rules and has the last word.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { EditorApi, Tag } from '../../api/editor';
import { isHttpError } from '../../api/errors';
import { Modal } from '../shared/Modal';
import { editorMessages as t } from '../../editor/messages';
import {
  canEdit,
  canMerge,
  cleanTagName,
  editOneText,
  removeWarningText,
  TAG_MAX_LENGTH,
  tagExistsText,
  tagKey,
  tagProblem,
  type TagType,
} from '../../editor/tags';

export interface TagEditorProps {
  api: EditorApi;
  type: TagType;
  /** The close (×) button's name on the removal warning. */
  closeLabel: string;
  nonce?: string | undefined;
}

export function TagEditor({ api, type, closeLabel, nonce }: TagEditorProps) {
  const id = useId().replace(/:/g, '');
  const [tags, setTags] = useState<Tag[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<Tag>();
  const [editName, setEditName] = useState('');
  const [message, setMessage] = useState<string>();
  /** The selected items awaiting the removal warning's answer. */
  const [removing, setRemoving] = useState<Tag[]>();

  const load = useCallback(
    () =>
      api.tags(type).then(
        (answer) => setTags(answer.tags),
        () => setMessage(t.unableToLoadResults),
      ),
    [api, type],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const problemText = (value: string, except?: string): string | undefined => {
    const problem = tagProblem(
      type,
      value,
      tags.filter((tag) => tag.id !== except).map((tag) => tag.name),
    );
    return problem === 'exists' ? tagExistsText(type) : undefined;
  };
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setMessage(undefined);
    } catch (error) {
      setMessage(
        isHttpError(error) && error.status === 409 ? tagExistsText(type) : t.somethingWentWrong,
      );
    }
    await load();
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (cleanTagName(name) === '') return;
    const problem = problemText(name);
    if (problem) return setMessage(problem);
    await run(() => api.createTag({ type, name }));
    setName('');
  };
  const startEdit = () => {
    if (!canEdit(selected.length)) return setMessage(editOneText(type));
    const tag = tags.find((item) => item.id === selected[0]);
    setEditing(tag);
    setEditName(tag?.name ?? '');
    setMessage(undefined);
  };
  const saveEdit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || cleanTagName(editName) === '') return;
    const problem = problemText(editName, editing.id);
    if (problem) return setMessage(problem);
    await run(() => api.renameTag(editing.id, editName));
    setEditing(undefined);
    setSelected([]);
  };
  const act = (action: (ids: string[]) => Promise<unknown>) => async () => {
    const ids = selected;
    setSelected([]);
    await run(() => action(ids));
  };

  const shown = tags.filter((tag) => tagKey(tag.name).includes(tagKey(filter)));
  return (
    <div className="sf-panel">
      <form onSubmit={(event) => void create(event)} className="sf-panel__field">
        <label htmlFor={`${id}-new`}>{t.tagNew}</label>
        <input
          id={`${id}-new`}
          value={name}
          maxLength={TAG_MAX_LENGTH[type]}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="sf-button">
          {t.tagNew}
        </button>
      </form>
      <div className="sf-panel__field">
        <label htmlFor={`${id}-filter`}>{t.tagFilter}</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <p role="status" className="sf-panel__error">
        {message}
      </p>
      <ul className="sf-panel__tags">
        {shown.map((tag) => (
          <li key={tag.id}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(tag.id)}
                onChange={(event) =>
                  setSelected((was) =>
                    event.target.checked ? [...was, tag.id] : was.filter((x) => x !== tag.id),
                  )
                }
              />
              {tag.name}
            </label>
          </li>
        ))}
      </ul>
      <div className="sf-panel__actions">
        <button type="button" onClick={startEdit}>
          {t.tagEdit}
        </button>
        <button
          type="button"
          disabled={!canMerge(selected.length)}
          onClick={() => void act((ids) => api.mergeTags(ids))()}
        >
          {t.tagMerge}
        </button>
        <button
          type="button"
          disabled={selected.length === 0}
          onClick={() => setRemoving(tags.filter((tag) => selected.includes(tag.id)))}
        >
          {t.tagRemove}
        </button>
      </div>
      {removing && (
        <Modal
          title={t.tagRemove}
          closeLabel={closeLabel}
          onClose={() => setRemoving(undefined)}
          describedBy={`${id}-remove-warning`}
          nonce={nonce}
        >
          <p id={`${id}-remove-warning`}>{removeWarningText(removing.map((tag) => tag.name))}</p>
          <button
            type="button"
            className="sf-button"
            onClick={() => {
              setRemoving(undefined);
              void act((ids) => Promise.all(ids.map((x) => api.removeTag(x))))();
            }}
          >
            {t.tagRemove}
          </button>
        </Modal>
      )}
      {editing && (
        <form onSubmit={(event) => void saveEdit(event)} className="sf-panel__field">
          <label htmlFor={`${id}-edit`}>{t.tagEdit}</label>
          <input
            id={`${id}-edit`}
            value={editName}
            maxLength={TAG_MAX_LENGTH[type]}
            onChange={(event) => setEditName(event.target.value)}
          />
          <button type="submit">{t.tagEdit}</button>
        </form>
      )}
    </div>
  );
}
