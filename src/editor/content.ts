/**
 * The content editors' and connections' rules (sections 2, 3, 8): the chart grid as typed (over
 * the dataset rules of `dataset.ts`), the code editor's languages and its Android rule, the
 * markdown and code limits, the mailing-list connection's rule and the automation's state.
 * Pure: the console widgets, the calls' schemas and the mock server share it.
 */
import { format } from '../i18n/messages';
import { DATASET_MAX_COLUMNS, DATASET_MAX_ROWS, type Dataset } from './dataset';
import { editorMessages } from './messages';

/** The content documents an owner edits, one of each kind per site. */
export const CONTENT_KINDS = ['chart', 'code', 'markdown'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The code editor's languages (each has a CodeMirror language package installed). */
export const CODE_LANGUAGES = ['html', 'css', 'javascript'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
export const CODE_LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  html: 'HTML',
  css: 'CSS',
  javascript: 'JavaScript',
};

/**
 * The largest body a content save may send; the mock server's body limit for the content calls.
 * The documents give no figure: ours, room for the longest code or markdown below.
 */
export const CONTENT_MAX_BYTES = 256 * 1024;
/** Characters of code or markdown kept per document (ours: the documents give none). */
export const CONTENT_MAX_CHARS = 60_000;
/** Characters of a column or row label (ours). */
export const CHART_LABEL_MAX = 100;

/** 'Code editing is not available on Android.' applies to this user agent. */
export const isAndroid = (userAgent: string): boolean => /\bAndroid\b/i.test(userAgent);

/** A chart grid as typed: row 0 holds the corner and the column labels, each later row a label and values. */
export type ChartCells = string[][];

/** The grid of a saved dataset (empty values as empty cells). */
export function datasetCells(dataset: Dataset): ChartCells {
  return [
    ['', ...dataset.columns],
    ...dataset.rows.map((row) => [
      row.label,
      ...dataset.columns.map((_, i) => {
        const value = row.values[i];
        return value === null || value === undefined ? '' : String(value);
      }),
    ]),
  ];
}

/** A grid with one more row (blank), unless it is at the row cap. */
export function addChartRow(cells: ChartCells): ChartCells {
  if (cells.length - 1 >= DATASET_MAX_ROWS) return cells;
  const width = Math.max(1, cells[0]?.length ?? 1);
  return [...cells, Array.from({ length: width }, () => '')];
}

/** A grid with one more column (blank), unless it is at the column cap. */
export function addChartColumn(cells: ChartCells): ChartCells {
  if ((cells[0]?.length ?? 1) - 1 >= DATASET_MAX_COLUMNS) return cells;
  return (cells.length === 0 ? [['']] : cells).map((row) => [...row, '']);
}

/** A grid without body row `index` (1-based, as in the grid). */
export const removeChartRow = (cells: ChartCells, index: number): ChartCells =>
  index < 1 ? cells : cells.filter((_, i) => i !== index);

/** A grid without column `index` (1-based, as in the grid). */
export const removeChartColumn = (cells: ChartCells, index: number): ChartCells =>
  index < 1 ? cells : cells.map((row) => row.filter((_, i) => i !== index));

/** The grid with one cell changed. */
export const setChartCell = (
  cells: ChartCells,
  row: number,
  column: number,
  text: string,
): ChartCells =>
  cells.map((cells, r) =>
    r === row ? cells.map((cell, c) => (c === column ? text : cell)) : cells,
  );

/** 'Only the first 100 rows and 20 columns are kept.' */
export const truncatedText = (
  texts: Pick<typeof editorMessages, 'datasetTruncated'> = editorMessages,
) => format(texts.datasetTruncated, { rows: DATASET_MAX_ROWS, columns: DATASET_MAX_COLUMNS });

/** A mailing list a connection may pick (the site's newsletter blocks). */
export interface MailingList {
  id: string;
  name: string;
}

/**
 * Why a mailing-list connection cannot be made, or undefined: no list exists ('You don't have any
 * mailing lists...'), or none (or one that does not exist) is selected ('A List must be selected').
 */
export function mailingListProblem(
  listId: string | null | undefined,
  lists: readonly MailingList[],
  texts: Pick<typeof editorMessages, 'noMailingLists' | 'mailingListRequired'> = editorMessages,
): string | undefined {
  if (lists.length === 0) return texts.noMailingLists;
  if (!listId || !lists.some((list) => list.id === listId)) return texts.mailingListRequired;
  return undefined;
}

/** The automation connection's line: awaiting connection until a Zap is connected. */
export function automationText(
  zaps: number,
  texts: Pick<typeof editorMessages, 'awaitingConnection' | 'connectedZaps'> = editorMessages,
): string {
  return zaps > 0 ? format(texts.connectedZaps, { count: zaps }) : texts.awaitingConnection;
}
