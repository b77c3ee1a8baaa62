/** Probe (not a benchmark): a demo page's load traced at 4x CPU, each main-thread task over 50 ms with what filled it. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startServer } from '../mock-server/server';
import { chromiumPath } from '../tests/e2e/chromium';
import { listingPage } from './fixtures/listing';
import type { TraceEvent } from './trace';

/**
 * `node --import tsx bench/long-tasks.ts [path] [rate]` (default the product page at 4x) loads
 * the page ROUNDS times (env, default 3) under a Chromium trace and prints, per load, each task
 * of the page's main thread over 50 ms (a `RunTask`, as the browser's long-task observer and the
 * page bench see it, unlike a profile's busy runs, which join back-to-back tasks) with its
 * outermost events: script evaluation and calls by file, timers, idle callbacks, parsing, style
 * and layout, garbage collection. `path` `/cart` loads it with two items in the cart.
 */
const path = process.argv[2] ?? '/products/classic-tee';
const rate = Number(process.argv[3] ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LONG_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'disabled-by-default-v8.compile',
].join(',');

interface Event extends TraceEvent {
  pid: number;
  args?: TraceEvent['args'] & {
    name?: string;
    data?: { url?: string; functionName?: string; type?: string; frame?: string };
  };
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-long-tasks-'));
writeFileSync(join(dir, 'cards-200.html'), listingPage(200, true));
const server = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [dir, 'demo'] });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});

/** What an event is, in a few words: its name and, for script, the file (and function). */
function label(event: Event): string {
  const data = event.args?.data;
  const file = (data?.url ?? event.args?.fileName ?? '').split('/').pop();
  const fn = data?.functionName ? ` ${data.functionName}` : '';
  const type = data?.type ? ` ${data.type}` : '';
  return `${event.name}${type}${file ? ` ${file}` : ''}${fn}`;
}

let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
if (path === '/cart') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}products/classic-tee`);
  await page.evaluate(async () => {
    await window.Storefront?.ready;
    await window.Storefront?.cart.add({ itemId: 'prod-canvas-tote', quantity: 2 });
    await window.Storefront?.cart.add({ itemId: 'prod-field-guide' });
  });
  storageState = await context.storageState();
  await context.close();
}

for (let round = 0; round < ROUNDS; round++) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(`${server.url}${path.slice(1)}`, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await window.Storefront?.ready;
    // The collector starts at the idle moment after ready: give the page time to reach it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Event[] };
  await context.close();

  const events = trace.traceEvents;
  // The page's main thread: the renderer thread that navigated to the page.
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const navigated = events.find(
    (e) => mains.has(`${e.pid}:${e.tid}`) && e.name === 'ParseHTML' && e.ph === 'X',
  );
  if (!navigated) throw new Error('no ParseHTML on a renderer main thread in the trace');
  const main = events.filter((e) => e.pid === navigated.pid && e.tid === navigated.tid);
  const start = main.find((e) => e.name === 'ParseHTML')!.ts;
  const tasks = main.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > LONG_MS * 1000,
  );
  console.log(`load ${round + 1}: tasks over ${LONG_MS} ms (start from the HTML's parse, length)`);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = main
      .filter((e) => e !== task && e.ph === 'X' && e.dur && e.ts >= task.ts && e.ts + e.dur <= end)
      .filter((e) => e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask');
    // The outermost events: those no other event inside the task contains.
    const outer = inside.filter(
      (e) =>
        !inside.some(
          (o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!,
        ),
    );
    const parts = outer
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 5)
      .map((e) => {
        const nested = inside
          .filter((o) => o !== e && o.ts >= e.ts && o.ts + o.dur! <= e.ts + e.dur!)
          .sort((a, b) => b.dur! - a.dur!)
          .slice(0, 3)
          .map((o) => `${label(o)} ${(o.dur! / 1000).toFixed(0)}`);
        return `${label(e)} ${(e.dur! / 1000).toFixed(0)}${nested.length ? ` [${nested.join(', ')}]` : ''}`;
      });
    console.log(
      `  @${((task.ts - start) / 1000).toFixed(0)} ${(task.dur! / 1000).toFixed(0)} ms: ${parts.join(' | ')}`,
    );
  }
}
await browser.close();
await server.close();
