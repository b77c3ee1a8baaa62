/** Probe (not a benchmark): a CPU profile of a demo page's load at 4x CPU, its long busy runs and our functions in them, by source line. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { startServer } from '../mock-server/server';
import { chromiumPath } from '../tests/e2e/chromium';
import { listingPage } from './fixtures/listing';

/**
 * `node --import tsx bench/profile-page.ts [path] [rate]` (default the product page at 4x) loads
 * the page ROUNDS times (env, default 3) and prints, per load, each run of busy samples over
 * 50 ms (the profiler's view of a long task: back-to-back tasks with no idle sample between
 * them count as one) with the source lines of ours that filled it, then our functions' time per
 * load. Where the page bench says a target is missed, this says what to cut.
 */
const path = process.argv[2] ?? '/products/classic-tee';
const rate = Number(process.argv[3] ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const BUNDLE = '/storefront/latest/';
const LONG_MS = 50;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-profile-'));
writeFileSync(join(dir, 'cards-200.html'), listingPage(200, true));
const server = await startServer({ port: 0, dbFile: ':memory:', staticDirs: [dir, 'demo'] });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});

const maps = new Map<string, TraceMap | undefined>();
function sourceMap(url: string): TraceMap | undefined {
  if (!maps.has(url)) {
    const file = join('dist', `${new URL(url).pathname.slice(BUNDLE.length)}.map`);
    try {
      maps.set(url, new TraceMap(readFileSync(file, 'utf8')));
    } catch {
      maps.set(url, undefined);
    }
  }
  return maps.get(url);
}

/** A frame of ours as `name source:line`, or undefined for the browser's and other scripts'. */
function ours({ functionName, url, lineNumber, columnNumber }: CallFrame): string | undefined {
  if (!url.includes(BUNDLE)) return undefined;
  const map = sourceMap(url);
  const at = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const where = at?.source
    ? `${at.source.replace(/^.*?(src|node_modules)\//, '$1/')}:${at.line}`
    : url.split('/').pop();
  return `${functionName || '(anonymous)'} ${where}`;
}

const perLoad = new Map<string, number>();
for (let round = 0; round < ROUNDS; round++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${path.slice(1)}`, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await window.Storefront?.ready;
    // The collector starts at the idle moment after ready: give the page time to reach it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  });
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await context.close();

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  /** Our frames on a sample's stack, each once (recursion counts once). */
  const stack = (id: number) => {
    const frames = new Set<string>();
    for (let node = byId.get(id); node; node = byId.get(parent.get(node.id) ?? -1)) {
      const frame = ours(node.callFrame);
      if (frame) frames.add(frame);
    }
    return frames;
  };

  console.log(`load ${round + 1}: busy runs over ${LONG_MS} ms (start, length, ours inside)`);
  let at = 0;
  let run: { start: number; ms: number; frames: Map<string, number> } | undefined;
  const end = () => {
    if (run && run.ms > LONG_MS) {
      const top = [...run.frames]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([frame, ms]) => `${frame} ${ms.toFixed(0)}`);
      console.log(`  @${run.start.toFixed(0)} ${run.ms.toFixed(0)} ms: ${top.join(' | ')}`);
    }
    run = undefined;
  };
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]! / 1000;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const id = profile.samples[i]!;
    if (byId.get(id)?.callFrame.functionName === '(idle)') {
      end();
      continue;
    }
    run ??= { start: at, ms: 0, frames: new Map() };
    run.ms += ms;
    for (const frame of stack(id)) {
      run.frames.set(frame, (run.frames.get(frame) ?? 0) + ms);
      perLoad.set(frame, (perLoad.get(frame) ?? 0) + ms / ROUNDS);
    }
  }
  end();
}

console.log('our functions, time per load including what they call (ms):');
for (const [frame, ms] of [...perLoad].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${ms.toFixed(1).padStart(8)}  ${frame}`);
await browser.close();
await server.close();
