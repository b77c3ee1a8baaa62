/** The content editors' and connections' rules: the chart grid, Android, lists, Zaps. */
import { describe, expect, it } from 'vitest';
import {
  addChartColumn,
  addChartRow,
  automationText,
  datasetCells,
  isAndroid,
  mailingListProblem,
  removeChartColumn,
  removeChartRow,
  setChartCell,
  truncatedText,
} from './content';
import { DATASET_MAX_COLUMNS, DATASET_MAX_ROWS, parseDataset } from './dataset';

const lists = [{ id: 'news', name: 'Newsletter' }];

describe('the chart grid', () => {
  it('round-trips a saved dataset through the grid an owner edits', () => {
    const dataset = {
      columns: ['Sales', 'Returns'],
      rows: [
        { label: 'Jan', values: [10, null] },
        { label: 'Feb', values: [12.5, 1] },
      ],
    };
    const cells = datasetCells(dataset);
    expect(cells).toEqual([
      ['', 'Sales', 'Returns'],
      ['Jan', '10', ''],
      ['Feb', '12.5', '1'],
    ]);
    expect(parseDataset(cells).dataset).toEqual(dataset);
  });

  it('adds and removes rows and columns, never past the caps', () => {
    let cells = [
      ['', 'A'],
      ['x', '1'],
    ];
    cells = addChartColumn(addChartRow(cells));
    expect(cells).toEqual([
      ['', 'A', ''],
      ['x', '1', ''],
      ['', '', ''],
    ]);
    expect(removeChartColumn(removeChartRow(cells, 2), 2)).toEqual([
      ['', 'A'],
      ['x', '1'],
    ]);
    expect(removeChartRow(cells, 0)).toBe(cells);
    const tall = Array.from({ length: DATASET_MAX_ROWS + 1 }, () => ['', '']);
    expect(addChartRow(tall)).toBe(tall);
    const wide = [Array.from({ length: DATASET_MAX_COLUMNS + 1 }, () => '')];
    expect(addChartColumn(wide)).toBe(wide);
    expect(setChartCell(cells, 1, 1, '7')[1]).toEqual(['x', '7', '']);
  });

  it('says what truncation keeps, with the caps', () => {
    expect(truncatedText()).toBe(
      `Only the first ${DATASET_MAX_ROWS} rows and ${DATASET_MAX_COLUMNS} columns are kept.`,
    );
  });
});

describe('the code editor on Android', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126', false],
  ])('%s -> %s', (userAgent, android) => {
    expect(isAndroid(userAgent)).toBe(android);
  });
});

describe('the mailing-list connection', () => {
  it('answers the documents’ texts: no lists, then no list selected', () => {
    expect(mailingListProblem('news', [])).toBe(
      "You don't have any mailing lists. Please create one before continuing",
    );
    expect(mailingListProblem('', lists)).toBe('A List must be selected');
    expect(mailingListProblem('gone', lists)).toBe('A List must be selected');
    expect(mailingListProblem('news', lists)).toBeUndefined();
  });
});

describe('the automation connection', () => {
  it('awaits a connection until a Zap is connected, then counts them', () => {
    expect(automationText(0)).toBe('Awaiting connection');
    expect(automationText(2)).toBe('Connected Zaps: 2');
  });
});
