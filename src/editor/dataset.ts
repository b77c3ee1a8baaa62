/**
 * The chart dataset rules (sections 3, 5 and 8): a dataset is columns (the series, by label) and
 * rows (a label and one value per column); the texts of an unusable one; the caps a dataset is
 * truncated to.
 */
import { editorMessages } from './messages';

/** The documents truncate datasets at caps they do not give: ours. */
export const DATASET_MAX_ROWS = 100;
export const DATASET_MAX_COLUMNS = 20;

export interface DatasetRow {
  label: string;
  /** One per column; null where the cell is empty or not a number. */
  values: (number | null)[];
}

export interface Dataset {
  columns: string[];
  rows: DatasetRow[];
}

/** A number cell: an empty or non-numeric cell is null. */
export function cellValue(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/**
 * A dataset from a grid of cells as typed: the first row holds the column labels (its first
 * cell is the corner, unused), each later row a label and its values. Rows and columns past
 * the caps are dropped (`truncated` says so); blank rows and columns at the end are ignored.
 */
export function parseDataset(cells: readonly (readonly string[])[]): {
  dataset: Dataset;
  truncated: boolean;
} {
  const blank = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');
  const body = [...cells.slice(1)];
  while (body.length > 0 && blank(body[body.length - 1]!)) body.pop();
  const header = cells[0]?.slice(1) ?? [];
  let width = header.length;
  const columnBlank = (i: number): boolean =>
    (header[i] ?? '').trim() === '' && body.every((row) => (row[i + 1] ?? '').trim() === '');
  while (width > 0 && columnBlank(width - 1)) width--;
  const truncated = width > DATASET_MAX_COLUMNS || body.length > DATASET_MAX_ROWS;
  width = Math.min(width, DATASET_MAX_COLUMNS);
  return {
    truncated,
    dataset: {
      columns: header.slice(0, width).map((label) => label.trim()),
      rows: body.slice(0, DATASET_MAX_ROWS).map((row) => ({
        label: (row[0] ?? '').trim(),
        values: Array.from({ length: width }, (_, i) => cellValue(row[i + 1] ?? '')),
      })),
    },
  };
}

/** Truncates a dataset to the caps; `truncated` says whether anything was dropped. */
export function truncateDataset(dataset: Dataset): { dataset: Dataset; truncated: boolean } {
  const width = Math.min(dataset.columns.length, DATASET_MAX_COLUMNS);
  const truncated =
    dataset.columns.length > DATASET_MAX_COLUMNS || dataset.rows.length > DATASET_MAX_ROWS;
  return {
    truncated,
    dataset: {
      columns: dataset.columns.slice(0, width),
      rows: dataset.rows
        .slice(0, DATASET_MAX_ROWS)
        .map((row) => ({ label: row.label, values: row.values.slice(0, width) })),
    },
  };
}

type Texts = Pick<
  typeof editorMessages,
  'datasetNoColumn' | 'datasetNoRow' | 'datasetEmpty' | 'datasetMissingData'
>;

/**
 * The text of an unusable dataset, or undefined: no value at all, then no column, then no row,
 * then a row short of a value.
 */
export function datasetProblem(
  dataset: Dataset,
  texts: Texts = editorMessages,
): string | undefined {
  if (dataset.rows.every((row) => row.values.every((value) => value === null))) {
    if (dataset.columns.length > 0 && dataset.rows.length > 0) return texts.datasetEmpty;
  }
  if (dataset.columns.length === 0) {
    return dataset.rows.length === 0 ? texts.datasetEmpty : texts.datasetNoColumn;
  }
  if (dataset.rows.length === 0) return texts.datasetNoRow;
  const missing = dataset.rows.some(
    (row) => row.values.length < dataset.columns.length || row.values.some((v) => v === null),
  );
  return missing ? texts.datasetMissingData : undefined;
}
