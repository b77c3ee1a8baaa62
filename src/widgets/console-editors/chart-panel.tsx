/** The chart data editor's panel: loads the saved dataset, then the editor (uPlot's styles with it). */
import { useCallback } from 'react';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import type { EditorContentApi } from '../../api/editor-content';
import { injectStyles } from '../../styles/inject-styles';
import { useDocument } from '../shared/console-document';
import { ConsoleLoadFailed } from '../shared/console-load-failed';
import { ChartEditor } from './ChartEditor';

export function ChartPanel({ api, nonce }: { api: EditorContentApi; nonce: string | undefined }) {
  injectStyles('uplot', uplotCss, nonce);
  const loaded = useDocument(useCallback(() => api.chart(), [api]));
  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') return <ConsoleLoadFailed retry={loaded.retry} />;
  return <ChartEditor api={api} initial={loaded.value.dataset} />;
}
