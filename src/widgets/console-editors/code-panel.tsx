/** The code editor's panel: loads the saved code, then the editor. */
import { useCallback } from 'react';
import type { EditorContentApi } from '../../api/editor-content';
import { useDocument } from '../shared/console-document';
import { ConsoleLoadFailed } from '../shared/console-load-failed';
import { CodeEditor } from './CodeEditor';

export function CodePanel({ api }: { api: EditorContentApi }) {
  const loaded = useDocument(useCallback(() => api.code(), [api]));
  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') return <ConsoleLoadFailed retry={loaded.retry} />;
  return <CodeEditor api={api} initial={loaded.value} />;
}
