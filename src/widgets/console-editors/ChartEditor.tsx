/**
 * The chart data editor (section 2 'Interface areas'): a grid of column labels (the series), row
 * labels and values, with a live chart preview. The dataset's problem shows as the documents'
 * text ('Your dataset must have at least one column', '... one row', 'Enter some data!', 'One or
 * more rows was missing data'); rows and columns past the caps are cut (`src/editor/dataset.ts`),
 * and a pasted table (tab-separated, as spreadsheets copy) fills the grid from the cell pasted in.
 */
import { useEffect, useId, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import type { EditorContentApi } from '../../api/editor-content';
import {
  addChartColumn,
  addChartRow,
  CHART_LABEL_MAX,
  datasetCells,
  removeChartColumn,
  removeChartRow,
  setChartCell,
  truncatedText,
  type ChartCells,
} from '../../editor/content';
import {
  DATASET_MAX_COLUMNS,
  DATASET_MAX_ROWS,
  datasetProblem,
  parseDataset,
  type Dataset,
} from '../../editor/dataset';
import { editorMessages as t } from '../../editor/messages';
import { format } from '../../i18n/messages';
import { failureText } from '../shared/console-document';
import { drawChart } from './chart-preview';
import { SaveStatus } from './SaveStatus';

/** A new chart's grid: one column, one row, nothing typed. */
const STARTER: ChartCells = [
  ['', ''],
  ['', ''],
];

/** The cells of a pasted table placed from (row, column), growing the grid as needed. */
function pasteInto(cells: ChartCells, row: number, column: number, text: string): ChartCells {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const pasted = lines.map((line) => line.split('\t'));
  const height = Math.max(cells.length, row + pasted.length);
  const width = Math.max(cells[0]?.length ?? 0, column + Math.max(...pasted.map((l) => l.length)));
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      const value = pasted[r - row]?.[c - column];
      return value ?? cells[r]?.[c] ?? '';
    }),
  );
}

export interface ChartEditorProps {
  api: EditorContentApi;
  /** The saved dataset the grid starts from. */
  initial: Dataset;
}

export function ChartEditor({ api, initial }: ChartEditorProps) {
  const id = useId().replace(/:/g, '');
  const [cells, setCells] = useState<ChartCells>(() =>
    initial.columns.length === 0 && initial.rows.length === 0 ? STARTER : datasetCells(initial),
  );
  const [status, setStatus] = useState<{ text: string; error: boolean }>();
  const [saving, setSaving] = useState(false);
  const chartBox = useRef<HTMLDivElement>(null);

  const { dataset, truncated } = useMemo(() => parseDataset(cells), [cells]);
  const problem = datasetProblem(dataset);
  const drawable =
    dataset.columns.length > 0 && dataset.rows.length > 0 && problem !== t.datasetEmpty;

  useEffect(() => {
    const box = chartBox.current;
    if (!box || !drawable) return;
    return drawChart(box, dataset);
  }, [dataset, drawable]);

  const edit = (next: ChartCells) => {
    setCells(next);
    setStatus(undefined);
  };
  const paste = (row: number, column: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text)) return;
    event.preventDefault();
    edit(pasteInto(cells, row, column, text));
  };
  const save = async () => {
    if (problem) return setStatus({ text: problem, error: true });
    setSaving(true);
    try {
      const saved = await api.saveChart({ dataset });
      const cut = truncated || saved.truncated;
      if (cut) setCells(datasetCells(saved.dataset));
      setStatus({ text: cut ? truncatedText() : t.saved, error: false });
    } catch (error) {
      setStatus({ text: failureText(error), error: true });
    } finally {
      setSaving(false);
    }
  };

  const header = cells[0] ?? [''];
  const columnName = (c: number) => header[c]?.trim() || format(t.chartColumnLabel, { n: c });
  const rowName = (r: number) => cells[r]?.[0]?.trim() || format(t.chartRowLabel, { n: r });
  const problemId = `${id}-problem`;
  return (
    <div className="sf-panel sf-chart-editor">
      <div className="sf-chart-editor__grid">
        <table>
          <caption className="sf-visually-hidden">
            {t.chartColumns} × {t.chartRows}
          </caption>
          <thead>
            <tr>
              <td />
              {header.slice(1).map((label, c) => (
                <th key={c} scope="col">
                  <input
                    aria-label={format(t.chartColumnLabel, { n: c + 1 })}
                    value={label}
                    maxLength={CHART_LABEL_MAX}
                    onChange={(event) => edit(setChartCell(cells, 0, c + 1, event.target.value))}
                    onPaste={paste(0, c + 1)}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cells.slice(1).map((row, r) => (
              <tr key={r}>
                <th scope="row">
                  <input
                    aria-label={format(t.chartRowLabel, { n: r + 1 })}
                    value={row[0] ?? ''}
                    maxLength={CHART_LABEL_MAX}
                    onChange={(event) => edit(setChartCell(cells, r + 1, 0, event.target.value))}
                    onPaste={paste(r + 1, 0)}
                  />
                </th>
                {header.slice(1).map((_, c) => (
                  <td key={c}>
                    <input
                      inputMode="decimal"
                      aria-label={format(t.chartCell, {
                        column: columnName(c + 1),
                        row: rowName(r + 1),
                      })}
                      aria-describedby={problem ? problemId : undefined}
                      value={row[c + 1] ?? ''}
                      maxLength={40}
                      onChange={(event) =>
                        edit(setChartCell(cells, r + 1, c + 1, event.target.value))
                      }
                      onPaste={paste(r + 1, c + 1)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="sf-panel__actions">
        <button
          type="button"
          className="sf-button"
          disabled={cells.length - 1 >= DATASET_MAX_ROWS}
          onClick={() => edit(addChartRow(cells))}
        >
          {t.addRow}
        </button>
        <button
          type="button"
          className="sf-button"
          disabled={header.length - 1 >= DATASET_MAX_COLUMNS}
          onClick={() => edit(addChartColumn(cells))}
        >
          {t.addColumn}
        </button>
        <button
          type="button"
          className="sf-button"
          disabled={cells.length <= 1}
          onClick={() => edit(removeChartRow(cells, cells.length - 1))}
        >
          {t.removeRow}
        </button>
        <button
          type="button"
          className="sf-button"
          disabled={header.length <= 1}
          onClick={() => edit(removeChartColumn(cells, header.length - 1))}
        >
          {t.removeColumn}
        </button>
      </div>
      <p id={problemId} className="sf-panel__error" role="status">
        {problem ?? (truncated ? truncatedText() : '')}
      </p>
      <figure className="sf-chart-editor__preview">
        <figcaption>{t.preview}</figcaption>
        {drawable ? (
          <div
            ref={chartBox}
            role="img"
            aria-label={format(t.chartPreview, {
              columns: dataset.columns.join(', '),
              rows: dataset.rows.map((row) => row.label).join(', '),
            })}
          />
        ) : null}
      </figure>
      <div className="sf-panel__actions">
        <SaveStatus saving={saving} onSave={() => void save()} status={status} />
      </div>
    </div>
  );
}
