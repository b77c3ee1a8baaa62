/** The markdown editor's panel: loads the saved markdown, then the editor. */
import { useCallback } from 'react';
import type { EditorContentApi } from '../../api/editor-content';
import { useDocument } from '../shared/console-document';
import { ConsoleLoadFailed } from '../shared/console-load-failed';
import { MarkdownEditor } from './MarkdownEditor';

export function MarkdownPanel({ api }: { api: EditorContentApi }) {
  const loaded = useDocument(useCallback(() => api.markdown(), [api]));
  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') return <ConsoleLoadFailed retry={loaded.retry} />;
  return <MarkdownEditor api={api} initial={loaded.value.markdown} />;
}
