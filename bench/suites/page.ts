/**
 * `npm run bench -- page`: what the bundle costs a shopper's main thread. Loads the product page,
 * a 200-card listing, the cart page (two items in the cart) and a form page, each with the
 * bundle and without it (its script blocked: the platform's page alone), back to back in rounds
 * (which goes first rotates), at 1x and 4x CPU (CDP `Emulation.setCPUThrottlingRate`; 4x
 * stands in for a mid-range phone). A load is observed from navigation until `Storefront.ready`
 * (with the bundle) or `load`, then until no long task for QUIET_MS.
 *
 * Per page and rate: the medians of total blocking time (long tasks beyond 50 ms), the longest
 * task, LCP (with its quartiles, its element, and `paintTime`, the main thread's rendering update
 * before the frame is rastered and shown), the bundle's script bytes and `deferred_ms` (end of
 * parsing, or the loader's arrival, to DOMContentLoaded: our deferred script's synchronous run,
 * which a page painted after parsing waits for), the baseline's beside ours; the LCP ratio: the
 * trimmed mean of the per-round differences (with - without) over the baseline's mean, with its
 * 95% interval (`pairedRatio` in bench/stats.ts; `lcp_added_ms` the same in ms, and
 * `lcp_median_ratio`, medians with / without, for comparison); at 4x, `before_lcp_ms`: the
 * main-thread time of our scripts before the LCP, read from a trace of every TRACE_EVERY-th
 * round's extra load with the bundle (not one of the measured loads: tracing slows a page), and
 * its share of the baseline's LCP; and `targets`: issue 19's targets, each `met`, `not met` or
 * (for the LCP ratio, whose interval straddles its limit) `undecided`. Loads per case:
 * `BENCH_RUNS` when set; else RUNS_1X at 1x, and at 4x rounds of the pages whose LCP verdict is
 * still undecided, from MIN_ROUNDS to MAX_ROUNDS (checked every CHECK_EVERY rounds), until
 * MAX_MINUTES have passed at that rate.
 *
 * `BENCH_PAGE_ONLY=tag` runs `page.tag.<page>.4x` instead: what the script tag costs LCP before
 * any of our code runs. Each page in one tab kept warm (a shopper's next page in the shop: the
 * renderer's start-up, 100-200 ms of noise per load at 4x, is gone), the HTTP cache and V8's
 * in-memory compilation cache off (every load fetches and compiles our script afresh), its
 * loads rotating between three sides: the script blocked, an empty script at the same URL, and
 * the bundle. The benchmark answers the request for `storefront.js` itself on every side (CDP
 * `Fetch`: failed, or answered with the side's body), so each waits the same. Per page: each
 * side's median LCP and the paired ratios (as `lcp_ratio`) of the empty script and of the
 * bundle to the blocked script, and of the bundle to the empty script: our code's own share.
 *
 * `BENCH_PAGE_ONLY=analytics` runs one case instead, `page.product-analytics.4x`: the product
 * page with the bundle at 4x CPU, the analytics collector on against the same page with it off
 * (`analytics: false`), each load observed for the same window (WINDOW_MS from navigation, and
 * with it on, until its chunk has loaded), then until quiet. The figure is the ratio of
 * the main thread's task time (CDP `Performance.getMetrics`, `TaskDuration`), with the long tasks
 * and total blocking time of both and the longest task from the collector's chunk's arrival on.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startServer } from '../../mock-server/server';
import { chromiumPath } from '../../tests/e2e/chromium';
import { listingPage } from '../fixtures/listing';
import { mean, median, pairedRatio, quartiles, verdict } from '../stats';
import { bundleTimeBeforeLcp, type TraceEvent } from '../trace';

const FIXED_RUNS = process.env.BENCH_RUNS ? Number(process.env.BENCH_RUNS) : undefined;
/** Loads per case of the analytics case and, unless BENCH_RUNS says otherwise, at 1x. */
const RUNS = FIXED_RUNS ?? 5;
const RUNS_1X = RUNS;
/**
 * At 4x, each page's rounds until its LCP ratio's interval is on one side of its limit, within
 * MAX_ROUNDS and MAX_MINUTES (`BENCH_MAX_ROUNDS`, `BENCH_MAX_MINUTES`) at that rate. A 2% move
 * with a 4% interval half-width at 12 rounds needs about 36 to be told from 5%.
 */
const MIN_ROUNDS = 12;
const MAX_ROUNDS = Number(process.env.BENCH_MAX_ROUNDS ?? 60);
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 30);
const CHECK_EVERY = 4;
/** The stopping rule's interval: the 95% one widened to about 99% (2.576 / 1.960). */
const STOP_WIDEN = 1.32;
/**
 * At 4x, one traced load with the bundle (and one with BENCH_VERSUS's) every this many rounds
 * (`before_lcp_ms`); `BENCH_TRACE_EVERY=1` traces every round.
 */
const TRACE_EVERY = Number(process.env.BENCH_TRACE_EVERY ?? 4);
/** Issue 19's targets: added blocking time per rate, the longest task and LCP at 4x. */
const TARGETS = {
  addedTbtMs: { 1: 20, 4: 100 } as Partial<Record<number, number>>,
  longestTaskMs: 100,
  lcpRatio: 1.05,
};
/** `BENCH_RATES=4` runs one CPU rate; `BENCH_PAGES=cart,form` some of PAGES (names below). */
const RATES = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
const QUIET_MS = 1000;
/** The analytics case observes each load at least this long from navigation, on and off alike. */
const WINDOW_MS = 8000;
const PAGES = {
  product: '/products/classic-tee',
  'listing-200': '/cards-200.html',
  cart: '/cart',
  form: '/forms',
} as const;
const BUNDLE = '/storefront/latest/';

/** Installed before any page script: long tasks and LCP from the navigation's start. */
const OBSERVE = () => {
  const w = window as unknown as {
    __tasks: PerformanceEntry[];
    __lcp: { at: number; paint: number; element: string };
  };
  w.__tasks = [];
  w.__lcp = { at: 0, paint: 0, element: '' };
  new PerformanceObserver((list) => w.__tasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element: Element | null;
      paintTime?: number;
    })[]) {
      const { element } = entry;
      w.__lcp = {
        at: entry.startTime,
        paint: entry.paintTime ?? entry.startTime,
        element: element
          ? `${element.localName}${element.classList[0] ? `.${element.classList[0]}` : ''}`
          : '',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

interface Load {
  /** The main thread's task time from navigation to the end of the observation, ms. */
  taskMs: number;
  tbt: number;
  longest: number;
  /** LCP as the browser reports it: when the frame was shown. */
  lcp: number;
  /** When the main thread painted that frame (the entry's `paintTime`). */
  lcpPaint: number;
  lcpElement: string;
  bytes: number;
  scripts: number;
  /**
   * From the end of parsing (or the loader's arrival, if later) to DOMContentLoaded: the deferred
   * script's synchronous run, which a page whose largest paint comes after parsing waits for.
   */
  deferredMs: number;
  /** The longest task from the collector's chunk's arrival on (the analytics case, on only). */
  collectorLongest: number;
  /** Main-thread time of our scripts before the LCP, from a trace (traced loads only). */
  beforeLcpMs?: number;
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-page-'));
writeFileSync(join(dir, 'cards-200.html'), listingPage(200, true));
const server = await startServer({
  port: 0,
  dbFile: ':memory:',
  staticDirs: [dir, 'demo'],
  ...(process.env.STOREFRONT_DIST ? { distDir: process.env.STOREFRONT_DIST } : {}),
});
/**
 * `BENCH_VERSUS=<dir>`: a third side in every round, the bundle built in <dir> (say, main's:
 * `STOREFRONT_DIST=<dir> npm run build` in its checkout), served by a mock server of its own, so
 * two builds are compared in one run (`versus` and `lcp_ratio_to_versus`, ours over theirs).
 */
const versusServer = process.env.BENCH_VERSUS
  ? await startServer({
      port: 0,
      dbFile: ':memory:',
      staticDirs: [dir, 'demo'],
      distDir: process.env.BENCH_VERSUS,
    })
  : undefined;
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });

/** A shopper's cookies with two items in the cart, for the cart page. */
async function cartCookies(origin = server.url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}products/classic-tee`);
  await page.evaluate(async () => {
    await window.Storefront?.ready;
    await window.Storefront?.cart.add({ itemId: 'prod-canvas-tote', quantity: 2 });
    await window.Storefront?.cart.add({ itemId: 'prod-field-guide' });
  });
  const state = await context.storageState();
  await context.close();
  return state;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The analytics case: the collector on or off (`StorefrontConfig.analytics`); unset elsewhere. */
type Analytics = 'on' | 'off' | undefined;

async function load(
  path: string,
  rate: number,
  bundle: boolean,
  storageState: StorageState,
  analytics?: Analytics,
  origin = server.url,
  traced = false,
): Promise<Load> {
  const context = await browser.newContext({ storageState });
  await context.addInitScript(OBSERVE);
  if (analytics === 'off')
    await context.addInitScript(() => {
      window.StorefrontConfig = { ...window.StorefrontConfig, analytics: false };
    });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Performance.enable');
  // The baseline's script is blocked in the browser itself, not by a Playwright route, which
  // holds every request of the page for a round trip to this process and so slowed the
  // baseline's own first paint (its LCP) and not ours. Both loads enable the same domain.
  await cdp.send('Network.enable');
  if (!bundle) await cdp.send('Network.setBlockedURLs', { urls: [`*${BUNDLE}*`] });
  if (traced)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'loading'] });
  await page.goto(`${origin}${path.slice(1)}`, { waitUntil: 'load' });
  const result = await page.evaluate(
    async ({ quietMs, bundlePath, analytics, windowMs }) => {
      await window.Storefront?.ready;
      const w = window as unknown as {
        __tasks: PerformanceEntry[];
        __lcp: { at: number; paint: number; element: string };
      };
      if (analytics) {
        // The same window on and off: WINDOW_MS from navigation, and on, the collector's chunk
        // loaded (the boot starts it at the first idle callback after the widgets are ready).
        for (let waited = 0; waited < 20_000; waited += 50) {
          const names = performance.getEntriesByType('resource').map((entry) => entry.name);
          const started = names.some((name) => name.includes('/chunks/analytics-'));
          if (performance.now() >= windowMs && (started || analytics === 'off')) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      // (No named function in here: tsx would wrap it in a helper the page does not have.)
      for (let waited = 0; waited < 15_000; waited += quietMs / 4) {
        await new Promise((resolve) => setTimeout(resolve, quietMs / 4));
        const lastEnd = Math.max(0, ...w.__tasks.map((task) => task.startTime + task.duration));
        if (performance.now() - lastEnd >= quietMs) break;
      }
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith(bundlePath))
        .map((entry) => entry as PerformanceResourceTiming);
      const collector = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/chunks/analytics-')) as
        PerformanceResourceTiming | undefined;
      const arrived = collector?.responseEnd ?? Infinity;
      return {
        collectorLongest: Math.max(
          0,
          ...w.__tasks
            .filter((task) => task.startTime + task.duration >= arrived)
            .map((task) => task.duration),
        ),
        tbt: w.__tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        longest: Math.max(0, ...w.__tasks.map((task) => task.duration)),
        lcp: w.__lcp.at,
        lcpPaint: w.__lcp.paint,
        lcpElement: w.__lcp.element,
        bytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        // From the later of parsing's end and the loader's arrival to DOMContentLoaded.
        deferredMs: ((timing) =>
          timing.domContentLoadedEventStart -
          Math.max(
            timing.domInteractive,
            ...scripts
              .filter((entry) => entry.name.endsWith('/storefront.js'))
              .map((entry) => entry.responseEnd),
          ))(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming),
        scripts: scripts.length,
      };
    },
    { quietMs: QUIET_MS, bundlePath: BUNDLE, analytics, windowMs: WINDOW_MS },
  );
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const taskMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  let beforeLcpMs: number | undefined;
  if (traced) {
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    beforeLcpMs = bundleTimeBeforeLcp(traceEvents, BUNDLE);
  }
  await context.close();
  return { ...result, taskMs, ...(beforeLcpMs !== undefined && { beforeLcpMs }) };
}

/** The element most loads found as their LCP (`p.demo-description`), so both sides are seen to measure the same. */
function commonest(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

const summary = (loads: Load[]) => ({
  task_ms: Math.round(median(loads.map((l) => l.taskMs))),
  tbt_ms: Math.round(median(loads.map((l) => l.tbt))),
  longest_task_ms: Math.round(median(loads.map((l) => l.longest))),
  lcp_ms: Math.round(median(loads.map((l) => l.lcp))),
  lcp_quartiles_ms: quartiles(loads.map((l) => l.lcp)).map(Math.round),
  lcp_paint_ms: Math.round(median(loads.map((l) => l.lcpPaint))),
  lcp_element: commonest(loads.map((l) => l.lcpElement)),
  script_bytes: median(loads.map((l) => l.bytes)),
  scripts: median(loads.map((l) => l.scripts)),
  deferred_ms: +median(loads.map((l) => l.deferredMs)).toFixed(1),
});

/** `page.product-analytics.4x`: the collector's cost on the product page, on against off. */
async function analyticsCase(): Promise<void> {
  const rate = 4;
  const empty: StorageState = { cookies: [], origins: [] };
  const on: Load[] = [];
  const off: Load[] = [];
  for (let run = 0; run < RUNS; run++) {
    const order: Analytics[] = run % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const analytics of order)
      (analytics === 'on' ? on : off).push(await load(PAGES.product, rate, true, empty, analytics));
  }
  const base = summary(off);
  const ours = summary(on);
  console.log(
    JSON.stringify({
      bench: `page.product-analytics.${rate}x`,
      cpu_slowdown: rate,
      runs: RUNS,
      analytics_off: base,
      analytics_on: ours,
      task_ratio: base.task_ms > 0 ? +(ours.task_ms / base.task_ms).toFixed(3) : null,
      added_task_ms: ours.task_ms - base.task_ms,
      added_tbt_ms: ours.tbt_ms - base.tbt_ms,
      added_longest_task_ms: ours.longest_task_ms - base.longest_task_ms,
      // The longest task once the collector's chunk has arrived (0: none beyond 50 ms).
      collector_longest_task_ms: Math.round(median(on.map((l) => l.collectorLongest))),
    }),
  );
}

const ratio = (ours: number, base: number) => (base > 0 ? +(ours / base).toFixed(3) : null);

/** The paired LCP ratio of two sides (`pairedRatio`), rounded for the report. */
function lcpRatio(base: Load[], ours: Load[]) {
  const { ratio, interval, diff, diffInterval } = pairedRatio(
    base.map((l) => l.lcp),
    ours.map((l) => l.lcp),
  );
  return {
    ratio: +ratio.toFixed(3),
    interval: interval.map((value) => +value.toFixed(3)) as [number, number],
    addedMs: +diff.toFixed(1),
    addedInterval: diffInterval.map((value) => +value.toFixed(1)) as [number, number],
  };
}

/** One page at one rate: the figures of each side and the verdict of each of issue 19's targets. */
function report(
  name: string,
  rate: number,
  { baseline, bundle, versus, traced, tracedVersus }: Sides,
) {
  const base = summary(baseline);
  const ours = summary(bundle);
  const added = ours.tbt_ms - base.tbt_ms;
  const lcp = lcpRatio(baseline, bundle);
  const interval = lcp.interval;
  const beforeLcp = traced.map((l) => l.beforeLcpMs ?? 0);
  const versusBeforeLcp = tracedVersus.map((l) => l.beforeLcpMs ?? 0);
  const baseLcpMean = mean(baseline.map((l) => l.lcp));
  const targets: Record<string, string> = {};
  const tbtLimit = TARGETS.addedTbtMs[rate];
  if (tbtLimit !== undefined) targets[`added_tbt_ms <= ${tbtLimit}`] = verdict(added, tbtLimit);
  if (rate === 4) {
    targets[`longest_task_ms <= ${TARGETS.longestTaskMs}`] = verdict(
      ours.longest_task_ms,
      TARGETS.longestTaskMs,
    );
    targets[`lcp_ratio <= ${TARGETS.lcpRatio}`] = verdict(interval, TARGETS.lcpRatio);
  }
  return {
    bench: `page.${name}.${rate}x`,
    cpu_slowdown: rate,
    runs: bundle.length,
    baseline: base,
    bundle: ours,
    added_tbt_ms: added,
    lcp_ratio: lcp.ratio,
    lcp_ratio_95: interval,
    lcp_added_ms: lcp.addedMs,
    lcp_added_ms_95: lcp.addedInterval,
    lcp_median_ratio: ratio(ours.lcp_ms, base.lcp_ms),
    lcp_paint_ratio: ratio(ours.lcp_paint_ms, base.lcp_paint_ms),
    ...(beforeLcp.length > 0 && {
      traced_loads: beforeLcp.length,
      before_lcp_ms: +median(beforeLcp).toFixed(1),
      before_lcp_ms_range: [Math.min(...beforeLcp), Math.max(...beforeLcp)].map(
        (value) => +value.toFixed(1),
      ),
      before_lcp_share: baseLcpMean > 0 ? +(median(beforeLcp) / baseLcpMean).toFixed(3) : null,
    }),
    targets,
    ...(versus.length > 0 &&
      ((v) => ({
        versus: summary(versus),
        lcp_ratio_to_versus: v.ratio,
        lcp_ratio_to_versus_95: v.interval,
        lcp_added_ms_to_versus: v.addedMs,
        lcp_added_ms_to_versus_95: v.addedInterval,
        ...(versusBeforeLcp.length > 0 && {
          versus_before_lcp_ms: +median(versusBeforeLcp).toFixed(1),
          versus_before_lcp_ms_range: [
            Math.min(...versusBeforeLcp),
            Math.max(...versusBeforeLcp),
          ].map((value) => +value.toFixed(1)),
        }),
      }))(lcpRatio(versus, bundle))),
  };
}

/** Each side's loads of one page and rate, one per round; the traced loads beside them. */
interface Sides {
  baseline: Load[];
  bundle: Load[];
  versus: Load[];
  traced: Load[];
  tracedVersus: Load[];
}

/**
 * The tag case's sides: the script blocked, an empty script at its URL, the bundle, and with
 * `BENCH_TAG_VARIANT=<file>` a `variant`: that file served as `storefront.js` (say, the loader
 * built another way; the chunks stay this build's).
 */
const TAG_VARIANT = process.env.BENCH_TAG_VARIANT;
type TagSide = 'blocked' | 'empty' | 'bundle' | 'variant';
const TAG_SIDES: readonly TagSide[] = [
  'blocked',
  'empty',
  'bundle',
  ...(TAG_VARIANT ? (['variant'] as const) : []),
];

/** `page.tag.<page>.4x` (`BENCH_PAGE_ONLY=tag`): the LCP of each side in one warm tab. */
async function tagCase(): Promise<void> {
  const rate = 4;
  const rounds = FIXED_RUNS ?? 40;
  const wanted = process.env.BENCH_PAGES?.split(',');
  const pages = Object.entries(PAGES).filter(([name]) => !wanted || wanted.includes(name));
  const withCart = await cartCookies();
  const empty: StorageState = { cookies: [], origins: [] };
  // Every side but the blocked one is answered by the benchmark, so each waits alike.
  const bodies: Partial<Record<TagSide, string>> = {
    empty: '',
    bundle: readFileSync(join(process.env.STOREFRONT_DIST ?? 'dist', 'storefront.js'), 'base64'),
    ...(TAG_VARIANT && { variant: readFileSync(TAG_VARIANT, 'base64') }),
  };
  // Without V8's in-memory compilation cache, a warm tab compiles our script on every load.
  const warm = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...BROWSER_ARGS, '--js-flags=--no-compilation-cache'],
  });
  try {
    for (const [name, path] of pages) {
      const context = await warm.newContext({ storageState: name === 'cart' ? withCart : empty });
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      let side: TagSide = 'bundle';
      cdp.on('Fetch.requestPaused', ({ requestId }: { requestId: string }) => {
        const body = bodies[side];
        const answer =
          body === undefined
            ? cdp.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' })
            : cdp.send('Fetch.fulfillRequest', {
                requestId,
                responseCode: 200,
                responseHeaders: [{ name: 'Content-Type', value: 'text/javascript' }],
                body,
              });
        answer.catch(() => undefined);
      });
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${BUNDLE}storefront.js` }] });
      const lcp: Record<TagSide, number[]> = { blocked: [], empty: [], bundle: [], variant: [] };
      // One load of each side first, not counted: the tab's first loads warm it.
      for (let round = -1; round < rounds; round++) {
        for (let i = 0; i < TAG_SIDES.length; i++) {
          side = TAG_SIDES[(i + Math.max(round, 0)) % TAG_SIDES.length]!;
          await page.goto('about:blank');
          await page.goto(`${server.url}${path.slice(1)}`, { waitUntil: 'load' });
          const at = await page.evaluate(async () => {
            await window.Storefront?.ready;
            const w = window as unknown as { __lcp: { at: number } };
            for (let waited = 0; waited < 2000 && !w.__lcp.at; waited += 20)
              await new Promise((resolve) => setTimeout(resolve, 20));
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            );
            return w.__lcp.at;
          });
          if (round >= 0) lcp[side].push(at);
        }
      }
      await context.close();
      const paired = (base: number[], ours: number[]) =>
        ((r) => ({
          ratio: +r.ratio.toFixed(3),
          ratio_95: r.interval.map((value) => +value.toFixed(3)),
          added_ms: +r.diff.toFixed(1),
          added_ms_95: r.diffInterval.map((value) => +value.toFixed(1)),
        }))(pairedRatio(base, ours));
      console.log(
        JSON.stringify({
          bench: `page.tag.${name}.${rate}x`,
          cpu_slowdown: rate,
          runs: rounds,
          lcp_ms: Object.fromEntries(TAG_SIDES.map((key) => [key, Math.round(median(lcp[key]))])),
          empty_to_blocked: paired(lcp.blocked, lcp.empty),
          bundle_to_blocked: paired(lcp.blocked, lcp.bundle),
          bundle_to_empty: paired(lcp.empty, lcp.bundle),
          ...(TAG_VARIANT && {
            variant_to_empty: paired(lcp.empty, lcp.variant),
            bundle_to_variant: paired(lcp.variant, lcp.bundle),
          }),
        }),
      );
    }
  } finally {
    await warm.close();
  }
}

/** Every page of PAGES (or of BENCH_PAGES) at every rate, with the bundle against without it. */
async function allPages(): Promise<void> {
  const wanted = process.env.BENCH_PAGES?.split(',');
  const pages = Object.entries(PAGES).filter(([name]) => !wanted || wanted.includes(name));
  const withCart = await cartCookies();
  const versusCart = versusServer && (await cartCookies(versusServer.url));
  const empty: StorageState = { cookies: [], origins: [] };
  const sides: ('baseline' | 'bundle' | 'versus')[] = versusServer
    ? ['baseline', 'bundle', 'versus']
    : ['baseline', 'bundle'];
  for (const rate of RATES) {
    const results = new Map<string, Sides>(
      pages.map(([name]) => [
        name,
        { baseline: [], bundle: [], versus: [], traced: [], tracedVersus: [] },
      ]),
    );
    const adaptive = FIXED_RUNS === undefined && rate === 4;
    const rounds = FIXED_RUNS ?? (adaptive ? MAX_ROUNDS : RUNS_1X);
    let active = pages;
    const deadline = Date.now() + MAX_MINUTES * 60_000;
    for (let round = 0; round < rounds && active.length > 0; round++) {
      if (adaptive && round >= MIN_ROUNDS && Date.now() > deadline) {
        console.error(
          `bench page: ${MAX_MINUTES} minutes at ${rate}x; stopped after ${round} rounds`,
        );
        break;
      }
      for (const [name, path] of active) {
        const entry = results.get(name)!;
        // Rotate which goes first, so no side always meets a warmer browser.
        const order = sides.map((_, i) => sides[(i + round) % sides.length]!);
        for (const side of order) {
          const versus = side === 'versus';
          const state = name !== 'cart' ? empty : versus ? versusCart! : withCart;
          const origin = versus ? versusServer!.url : server.url;
          entry[side].push(await load(path, rate, side !== 'baseline', state, undefined, origin));
        }
        if (rate === 4 && round % TRACE_EVERY === 0) {
          const state = name !== 'cart' ? empty : withCart;
          entry.traced.push(await load(path, rate, true, state, undefined, server.url, true));
          if (versusServer) {
            const theirs = name !== 'cart' ? empty : versusCart!;
            entry.tracedVersus.push(
              await load(path, rate, true, theirs, undefined, versusServer.url, true),
            );
          }
        }
      }
      const done = round + 1;
      if (adaptive && done >= MIN_ROUNDS && (done - MIN_ROUNDS) % CHECK_EVERY === 0) {
        // A page stops once a wider interval (about 99%: STOP_WIDEN times the 95% one) is on one
        // side of the limit: looking every CHECK_EVERY rounds and stopping at the first decided
        // look would otherwise decide wrongly more often than the 95% interval says.
        active = active.filter(([name]) => {
          const {
            lcp_ratio: ratio,
            lcp_ratio_95: [low, high],
          } = report(name, rate, results.get(name)!);
          const wide: [number, number] = [
            ratio - STOP_WIDEN * (ratio - low),
            ratio + STOP_WIDEN * (high - ratio),
          ];
          return verdict(wide, TARGETS.lcpRatio) === 'undecided';
        });
      }
    }
    for (const [name, sidesOfPage] of results)
      console.log(JSON.stringify(report(name, rate, sidesOfPage)));
    // `BENCH_RAW=<file>`: every load's figures too, one JSON line per page and rate appended.
    if (process.env.BENCH_RAW) {
      for (const [name, sidesOfPage] of results)
        appendFileSync(
          process.env.BENCH_RAW,
          `${JSON.stringify({ page: name, rate, ...sidesOfPage })}\n`,
        );
    }
  }
}

try {
  if (process.env.BENCH_PAGE_ONLY === 'analytics') await analyticsCase();
  else if (process.env.BENCH_PAGE_ONLY === 'tag') await tagCase();
  else await allPages();
} finally {
  await browser.close();
  await server.close();
  await versusServer?.close();
  rmSync(dir, { recursive: true, force: true });
}
