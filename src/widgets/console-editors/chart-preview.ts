/**
 * The chart data editor's live preview: the dataset as a uPlot line chart (one series per column,
 * row labels along the x axis, empty cells as gaps). uPlot draws on a canvas and sets sizes
 * through the CSSOM, so it runs under the console's strict CSP.
 */
import uPlot from 'uplot';
import type { Dataset } from '../../editor/dataset';

const HEIGHT = 220;
const MAX_X_LABELS = 12;
/** Distinct colours for up to 8 series, then repeated (the palette's contrast on white holds). */
const COLOURS = [
  '#1f5fa8',
  '#b3261e',
  '#2e7d32',
  '#8e24aa',
  '#c25e00',
  '#00796b',
  '#5d4037',
  '#455a64',
];

/** Draws `dataset` into `box` (replacing what was there); returns its destroy. */
export function drawChart(box: HTMLElement, dataset: Dataset): () => void {
  const labels = dataset.rows.map((row) => row.label);
  const step = Math.max(1, Math.ceil(labels.length / MAX_X_LABELS));
  const data: uPlot.AlignedData = [
    dataset.rows.map((_, i) => i),
    ...dataset.columns.map((_, c) => dataset.rows.map((row) => row.values[c] ?? null)),
  ];
  const plot = new uPlot(
    {
      width: Math.max(260, box.clientWidth || 560),
      height: HEIGHT,
      scales: { x: { time: false } },
      legend: { show: true, live: false },
      cursor: { show: false },
      axes: [
        {
          // Every row's label while they fit, then every step-th one (100 rows stay legible).
          splits: () => labels.map((_, i) => i).filter((i) => i % step === 0),
          values: (_, splits) => splits.map((i) => labels[i] ?? ''),
        },
        {},
      ],
      series: [
        { label: '' },
        ...dataset.columns.map((label, i) => ({
          label: label || `${i + 1}`,
          stroke: COLOURS[i % COLOURS.length]!,
          width: 2,
          points: { show: true, size: 6 },
        })),
      ],
    },
    data,
    box,
  );
  return () => plot.destroy();
}
