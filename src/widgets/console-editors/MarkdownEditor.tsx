/**
 * The markdown editor (section 2 'Interface areas'): the markdown in a text area, its Preview
 * (`render-markdown.ts`: rendered and sanitised) shown or hidden by the Preview button, and Save.
 * A failed save keeps what was typed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { EditorContentApi } from '../../api/editor-content';
import { CONTENT_MAX_CHARS } from '../../editor/content';
import { editorMessages as t } from '../../editor/messages';
import { failureText } from '../shared/console-document';
import { renderMarkdown } from './render-markdown';
import { SaveStatus } from './SaveStatus';

export interface MarkdownEditorProps {
  api: EditorContentApi;
  initial: string;
}

export function MarkdownEditor({ api, initial }: MarkdownEditorProps) {
  const id = useId().replace(/:/g, '');
  const [markdown, setMarkdown] = useState(initial);
  const [previewing, setPreviewing] = useState(true);
  const [status, setStatus] = useState<{ text: string; error: boolean }>();
  const [saving, setSaving] = useState(false);
  const preview = useRef<HTMLDivElement>(null);

  useEffect(() => {
    preview.current?.replaceChildren(renderMarkdown(markdown));
  }, [markdown, previewing]);

  const save = async () => {
    setSaving(true);
    try {
      await api.saveMarkdown({ markdown });
      setStatus({ text: t.saved, error: false });
    } catch (error) {
      setStatus({ text: failureText(error), error: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="sf-panel sf-markdown-editor">
      <div className="sf-panel__field">
        <label htmlFor={`${id}-text`}>{t.markdown}</label>
        <textarea
          id={`${id}-text`}
          value={markdown}
          maxLength={CONTENT_MAX_CHARS}
          onChange={(event) => {
            setMarkdown(event.target.value);
            setStatus(undefined);
          }}
        />
      </div>
      <div className="sf-panel__actions">
        <button
          type="button"
          className="sf-button"
          aria-expanded={previewing}
          aria-controls={`${id}-preview`}
          onClick={() => setPreviewing((was) => !was)}
        >
          {t.preview}
        </button>
        <SaveStatus saving={saving} onSave={() => void save()} status={status} />
      </div>
      <section
        id={`${id}-preview`}
        aria-label={t.preview}
        className="sf-markdown-editor__preview"
        hidden={!previewing}
      >
        <div ref={preview} />
      </section>
    </div>
  );
}
