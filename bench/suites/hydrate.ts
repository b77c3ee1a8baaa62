/**
 * Time to hydrate a listing page of 50, 200 and 1000 add-to-cart hooks in Chromium against the
 * mock server, from the loader's script tag to every button mounted (median of several loads).
 * The per-hook cost at each size is reported with its ratio to the 50-hook page, so growth with
 * page size is visible. `blocking_ms` is the main-thread blocking hydration adds (total blocking
 * time: the part of every long task beyond 50 ms, from the script tag to every hook mounted);
 * the target is at most 50 ms for a 200-product listing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../mock-server/server';
import { chromiumPath } from '../../tests/e2e/chromium';
import { listingPage } from '../fixtures/listing';

const SIZES = [50, 200, 1000];
const RUNS = 5;
const OBSERVE = `<script>
window.__benchStart = performance.now();
window.__longTasks = [];
new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
</script>`;
const page = (count: number, cards = false) => listingPage(count, cards, OBSERVE);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
for (const size of SIZES) writeFileSync(join(dir, `listing-${size}.html`), page(size));
writeFileSync(join(dir, 'cards-200.html'), page(200, true));
const server = await startServer({
  port: 0,
  dbFile: ':memory:',
  staticDirs: [dir],
  // `STOREFRONT_DIST` benches a bundle built elsewhere (as the browser suite does).
  ...(process.env.STOREFRONT_DIST ? { distDir: process.env.STOREFRONT_DIST } : {}),
});
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

try {
  /** Median load time and blocking time of `page` until its `count` buttons are mounted. */
  const measure = async (page: string, count: number) => {
    const times: number[] = [];
    const blocking: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.goto(`${server.url}${page}`);
      const { elapsed, blocked } = await tab.evaluate(async (expected) => {
        await window.Storefront?.ready;
        const mounted = document.querySelectorAll('.sf-add-to-cart').length;
        if (mounted !== expected) throw new Error(`${mounted} of ${expected} hooks mounted`);
        const end = performance.now();
        // Long tasks are reported after they end: give the last one a frame to arrive.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const state = window as unknown as {
          __benchStart: number;
          __longTasks: PerformanceEntry[];
        };
        const blocked = state.__longTasks
          .filter((task) => task.startTime >= state.__benchStart && task.startTime < end)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        return { elapsed: end - state.__benchStart, blocked };
      }, count);
      blocking.push(blocked);
      times.push(elapsed);
      await context.close();
    }
    return { total: median(times), blocking: median(blocking) };
  };

  let baselinePerHook: number | undefined;
  for (const size of SIZES) {
    const { total, blocking } = await measure(`listing-${size}`, size);
    const perHook = total / size;
    baselinePerHook ??= perHook;
    console.log(
      JSON.stringify({
        bench: `hydrate.listing.${size}`,
        hooks: size,
        median_ms: +total.toFixed(1),
        per_hook_ms: +perHook.toFixed(3),
        per_hook_ratio_to_50: +(perHook / baselinePerHook).toFixed(2),
        blocking_ms: +blocking.toFixed(1),
        runs: RUNS,
      }),
    );
  }
  // A listing of 200 demo-style cards: marks, prices, Quick View and add-to-cart (400 hooks).
  const cards = await measure('cards-200', 200);
  console.log(
    JSON.stringify({
      bench: 'hydrate.cards.200',
      products: 200,
      median_ms: +cards.total.toFixed(1),
      blocking_ms: +cards.blocking.toFixed(1),
      runs: RUNS,
    }),
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
