/**
 * The link editor (section 2 'Interface areas'): a link type (Page, Web Address, Email, Phone,
 * File), its address, Link Name, open in new window, and for email CC, BCC, Subject and Body.
 * Each field's problem shows under it once the field has been left; the link's `href` and a
 * working preview appear only while the link is good (`linkHref` of `src/editor/link.ts`).
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import type { EditorApi, EditorFile } from '../../api/editor';
import { editorMessages as t } from '../../editor/messages';
import {
  LINK_FIELD_MAX,
  LINK_TYPES,
  LINK_TYPE_LABELS,
  linkHref,
  linkProblems,
  type Link,
  type LinkType,
} from '../../editor/link';

export interface LinkEditorProps {
  api: EditorApi;
  /** The link to start from. */
  initial?: Link;
}

const EMPTY: Link = { type: 'url', value: '', name: '', newWindow: false };

export function LinkEditor({ api, initial = EMPTY }: LinkEditorProps) {
  const id = useId().replace(/:/g, '');
  const [link, setLink] = useState<Link>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [files, setFiles] = useState<EditorFile[]>();
  const [filesFailed, setFilesFailed] = useState(false);

  useEffect(() => {
    if (link.type !== 'file' || files !== undefined) return;
    api.files().then(
      (page) => setFiles(page.files),
      () => setFilesFailed(true),
    );
  }, [api, files, link.type]);

  const problems = linkProblems(link);
  const problemOf = (field: string) =>
    touched[field] ? problems.find((p) => p.field === field)?.message : undefined;
  const href = linkHref(link);
  const set =
    (key: 'value' | 'name' | 'cc' | 'bcc' | 'subject' | 'body') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setLink((l) => ({ ...l, [key]: event.target.value }));
  const leave = (field: string) => () => setTouched((was) => ({ ...was, [field]: true }));

  const field = (name: 'value' | 'cc' | 'bcc', label: string, type = 'text') => {
    const problem = problemOf(name);
    return (
      <div className="sf-panel__field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          value={link[name] ?? ''}
          maxLength={LINK_FIELD_MAX}
          onChange={set(name)}
          onBlur={leave(name)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-error` : undefined}
        />
        {problem && (
          <p id={`${id}-${name}-error`} className="sf-panel__error">
            {problem}
          </p>
        )}
      </div>
    );
  };

  const valueField = () => {
    const label = t[LINK_TYPE_LABELS[link.type]];
    if (link.type !== 'file') {
      const type = { page: 'text', url: 'url', email: 'email', phone: 'tel' }[link.type];
      return field('value', label, type);
    }
    if (filesFailed) return <p role="alert">{t.unableToLoadResults}</p>;
    return (
      <div className="sf-panel__field">
        <label htmlFor={`${id}-value`}>{label}</label>
        <select id={`${id}-value`} value={link.value} onChange={set('value')}>
          <option value="">{t.chooseFile}</option>
          {(files ?? []).map((file) => (
            <option key={file.id} value={file.id}>
              {file.name}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <form className="sf-panel" onSubmit={(event) => event.preventDefault()} noValidate>
      <fieldset className="sf-panel__types">
        {LINK_TYPES.map((type: LinkType) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={link.type === type}
              onChange={() => {
                setLink((l) => ({ ...l, type, value: '' }));
                setTouched({});
              }}
            />
            {t[LINK_TYPE_LABELS[type]]}
          </label>
        ))}
      </fieldset>
      {valueField()}
      <div className="sf-panel__field">
        <label htmlFor={`${id}-name`}>{t.linkName}</label>
        <input
          id={`${id}-name`}
          value={link.name}
          maxLength={LINK_FIELD_MAX}
          onChange={set('name')}
        />
      </div>
      {link.type === 'email' ? (
        <>
          {field('cc', t.linkCc, 'text')}
          {field('bcc', t.linkBcc, 'text')}
          <div className="sf-panel__field">
            <label htmlFor={`${id}-subject`}>{t.linkSubject}</label>
            <input
              id={`${id}-subject`}
              value={link.subject ?? ''}
              maxLength={LINK_FIELD_MAX}
              onChange={set('subject')}
            />
          </div>
          <div className="sf-panel__field">
            <label htmlFor={`${id}-body`}>{t.linkBody}</label>
            <textarea
              id={`${id}-body`}
              value={link.body ?? ''}
              maxLength={LINK_FIELD_MAX}
              onChange={set('body')}
            />
          </div>
        </>
      ) : (
        <label className="sf-panel__check">
          <input
            type="checkbox"
            checked={link.newWindow}
            onChange={(event) => setLink((l) => ({ ...l, newWindow: event.target.checked }))}
          />
          {t.linkNewWindow}
        </label>
      )}
      <p className="sf-panel__preview" aria-live="polite">
        {href !== null && (
          <a
            href={href}
            {...(link.newWindow && link.type !== 'email'
              ? { target: '_blank', rel: 'noopener noreferrer' }
              : {})}
          >
            {link.name.trim() || href}
          </a>
        )}
      </p>
    </form>
  );
}
