/**
 * The code editor (section 2 'Interface areas'): a CodeMirror 6 editor with a language choice and
 * Save. On Android the documents say 'Code editing is not available on Android.': the code is
 * shown read-only and CodeMirror is never loaded. A failed save keeps what was typed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CodeDocument, EditorContentApi } from '../../api/editor-content';
import {
  CODE_LANGUAGES,
  CODE_LANGUAGE_NAMES,
  isAndroid,
  type CodeLanguage,
} from '../../editor/content';
import { editorMessages as t } from '../../editor/messages';
import { failureText } from '../shared/console-document';
import type { CodeView } from './code-view';
import { SaveStatus } from './SaveStatus';

export interface CodeEditorProps {
  api: EditorContentApi;
  initial: CodeDocument;
  /** @default navigator.userAgent */
  userAgent?: string;
}

export function CodeEditor({ api, initial, userAgent = navigator.userAgent }: CodeEditorProps) {
  const id = useId().replace(/:/g, '');
  const android = isAndroid(userAgent);
  const [language, setLanguage] = useState<CodeLanguage>(initial.language);
  const code = useRef(initial.code);
  const surface = useRef<HTMLDivElement>(null);
  const view = useRef<CodeView>(undefined);
  const [status, setStatus] = useState<{ text: string; error: boolean }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const parent = surface.current;
    if (android || !parent) return;
    let live = true;
    void import('./code-view').then(({ createCodeView }) => {
      if (!live) return;
      view.current = createCodeView(parent, {
        doc: code.current,
        language: initial.language,
        label: t.code,
        onChange: (doc) => {
          code.current = doc;
          setStatus(undefined);
        },
      });
    });
    return () => {
      live = false;
      view.current?.destroy();
      view.current = undefined;
    };
  }, [android, initial.language]);

  const choose = (next: CodeLanguage) => {
    setLanguage(next);
    view.current?.setLanguage(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      await api.saveCode({ language, code: code.current });
      setStatus({ text: t.saved, error: false });
    } catch (error) {
      setStatus({ text: failureText(error), error: true });
    } finally {
      setSaving(false);
    }
  };

  if (android) {
    return (
      <div className="sf-panel sf-code-editor">
        <p role="note">{t.codeNotOnAndroid}</p>
        {initial.code ? <pre>{initial.code}</pre> : null}
      </div>
    );
  }
  return (
    <div className="sf-panel sf-code-editor">
      <div className="sf-panel__field">
        <label htmlFor={`${id}-language`}>{t.codeLanguage}</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => choose(event.target.value as CodeLanguage)}
        >
          {CODE_LANGUAGES.map((name) => (
            <option key={name} value={name}>
              {CODE_LANGUAGE_NAMES[name]}
            </option>
          ))}
        </select>
      </div>
      <div className="sf-panel__field">
        <span aria-hidden="true">{t.code}</span>
        <div ref={surface} className="sf-code-editor__surface" />
      </div>
      <div className="sf-panel__actions">
        <SaveStatus saving={saving} onSave={() => void save()} status={status} />
      </div>
    </div>
  );
}
