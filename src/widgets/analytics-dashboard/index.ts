/** The owner's analytics page widget (`[data-storefront-analytics-dashboard]`, console pages only): visits and page views per day, the funnel, top products, revenue, web-vitals percentiles and recent JavaScript errors; charts by uPlot, every figure also as text. */
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import { getOwnerSummary, type OwnerSummary } from '../../api/analytics-owner';
import { formatMoney } from '../../commerce/money';
import type { Runtime } from '../../runtime/runtime';
import { injectStyles } from '../../styles/inject-styles';
import type { Unmount } from '../widget';
import css from './styles.css?inline';

const CHART_HEIGHT = 220;

/** An element with text content only: figures and owner-visible strings never go in as markup. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** A table of rows of text, with a caption and column headers. */
function table(caption: string, headers: string[], rows: (string | number)[][]): HTMLTableElement {
  const t = el('table', undefined, 'sf-analytics-table');
  t.append(el('caption', caption));
  const head = el('tr');
  for (const h of headers) {
    const th = el('th', h);
    th.scope = 'col';
    head.append(th);
  }
  t.createTHead().append(head);
  const body = t.createTBody();
  for (const row of rows) {
    const tr = el('tr');
    for (const cell of row) tr.append(el('td', String(cell)));
    body.append(tr);
  }
  if (rows.length === 0) {
    const tr = el('tr');
    const td = el('td', 'No data yet');
    td.colSpan = headers.length;
    tr.append(td);
    body.append(tr);
  }
  return t;
}

function section(title: string): HTMLElement {
  const s = el('section', undefined, 'sf-analytics-section');
  s.append(el('h2', title));
  return s;
}

const DAY_SECONDS = 86_400;
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** A chart in `parent`, sized to it; returns its destroy. */
function chart(
  parent: HTMLElement,
  label: string,
  options: Omit<uPlot.Options, 'width' | 'height'>,
  data: uPlot.AlignedData,
): () => void {
  const box = el('div', undefined, 'sf-analytics-chart');
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', label);
  parent.append(box);
  const plot = new uPlot(
    {
      ...options,
      width: Math.max(280, box.clientWidth || parent.clientWidth || 600),
      height: CHART_HEIGHT,
    },
    data,
    box,
  );
  return () => plot.destroy();
}

function render(host: HTMLElement, summary: OwnerSummary, locale: string): () => void {
  const destroys: (() => void)[] = [];
  const currency = summary.revenue.currency || 'USD';
  const money = (value: number) => formatMoney({ value: value.toFixed(2), currency }, locale);
  const root = el('div', undefined, 'sf-analytics');

  const traffic = section('Visits and page views per day');
  root.append(traffic);
  const days = summary.days;
  if (days.length > 0) {
    destroys.push(
      chart(
        traffic,
        'Visits and page views per day',
        {
          series: [
            {},
            { label: 'Visits', stroke: '#2a6f97', width: 2 },
            { label: 'Page views', stroke: '#a44a3f', width: 2 },
          ],
          // A day either side, so one or two days read as days, not as years of empty axis.
          scales: {
            x: {
              auto: false,
              range: [
                daySeconds(days[0]!.day) - DAY_SECONDS,
                daySeconds(days.at(-1)!.day) + DAY_SECONDS,
              ],
            },
          },
          axes: [{}, {}],
        },
        [
          days.map((d) => daySeconds(d.day)),
          days.map((d) => d.visits),
          days.map((d) => d.pageViews),
        ],
      ),
    );
  }
  traffic.append(
    table(
      'Per day',
      ['Day', 'Visits', 'Page views', 'Revenue'],
      days.map((d) => [d.day, d.visits, d.pageViews, money(d.revenue)]),
    ),
  );

  const funnel = section('Funnel');
  root.append(funnel);
  const steps: [string, number][] = [
    ['Product views', summary.funnel.productViews],
    ['Added to cart', summary.funnel.adds],
    ['Checkouts', summary.funnel.checkouts],
    ['Purchases', summary.funnel.purchases],
  ];
  destroys.push(
    chart(
      funnel,
      'Funnel from product view to purchase',
      {
        scales: { x: { time: false } },
        series: [
          {},
          {
            label: 'Visits',
            fill: '#2a6f97',
            stroke: '#2a6f97',
            paths: uPlot.paths.bars!({ size: [0.6] }),
          },
        ],
        axes: [
          {
            values: (_u, ticks) => ticks.map((t) => steps[t]?.[0] ?? ''),
            splits: () => steps.map((_s, i) => i),
          },
          {},
        ],
      },
      [steps.map((_s, i) => i), steps.map(([, n]) => n)],
    ),
  );
  funnel.append(table('Visits reaching each step', ['Step', 'Visits'], steps));

  const revenue = section('Revenue');
  root.append(revenue);
  revenue.append(
    el(
      'p',
      `${money(summary.revenue.total)} from ${summary.revenue.orders} orders`,
      'sf-analytics-total',
    ),
  );
  if (days.some((d) => d.revenue > 0)) {
    destroys.push(
      chart(
        revenue,
        'Revenue per day',
        { series: [{}, { label: 'Revenue', stroke: '#3d7a3d', width: 2 }], axes: [{}, {}] },
        [days.map((d) => daySeconds(d.day)), days.map((d) => d.revenue)],
      ),
    );
  }

  const products = section('Top products');
  root.append(products);
  products.append(
    table(
      'By adds to cart',
      ['Product', 'Views', 'Adds'],
      summary.topProducts.map((p) => [p.title || p.itemId, p.views, p.adds]),
    ),
  );

  const vitals = section('Web vitals');
  root.append(vitals);
  vitals.append(
    table(
      'Percentiles (ms; CLS unitless)',
      ['Metric', 'Samples', 'p50', 'p75', 'p95'],
      Object.entries(summary.vitals).map(([name, v]) => [name, v.count, v.p50, v.p75, v.p95]),
    ),
  );

  const errors = section('Recent JavaScript errors');
  root.append(errors);
  const list = el('ul', undefined, 'sf-analytics-errors');
  for (const error of summary.errors) {
    const item = el('li');
    item.append(
      el('time', new Date(error.timestamp).toISOString()),
      el('span', ` ${error.message}`),
    );
    if (error.filename) item.append(el('code', ` ${error.filename}`));
    list.append(item);
  }
  if (summary.errors.length === 0) list.append(el('li', 'No errors reported'));
  errors.append(list);

  host.replaceChildren(root);
  return () => {
    for (const destroy of destroys) destroy();
  };
}

export function mount(host: HTMLElement, runtime: Runtime): Unmount {
  injectStyles('uplot', uplotCss, runtime.config.nonce);
  injectStyles('analytics-dashboard', css, runtime.config.nonce);
  const original = [...host.childNodes];
  let destroy: (() => void) | undefined;
  let alive = true;
  getOwnerSummary(runtime.api).then(
    (summary) => {
      if (alive) destroy = render(host, summary, runtime.config.locale);
    },
    () => {
      if (alive)
        host.replaceChildren(
          el('p', 'Unable to load the analytics. Sign in as the site owner.', 'sf-analytics-error'),
        );
    },
  );
  return () => {
    alive = false;
    destroy?.();
    host.replaceChildren(...original);
  };
}
