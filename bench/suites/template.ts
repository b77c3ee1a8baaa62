/**
 * Template engine benchmark: our engine against the published @squarespace/template-engine
 * (dev dependency, benchmark only). Runs alternate in one process; each measurement prints one
 * JSON line: {"bench", "ours_ops", "reference_ops", "ratio", "clock"} (ratio: the median of
 * the rounds' ours / reference).
 *
 * Time is this process's CPU time by default (`BENCH_CLOCK=cpu`): the machine is shared, and
 * wall time also counts the slices other processes take. `BENCH_CLOCK=wall` measures wall time.
 *
 *   node --import tsx bench/suites/template.ts
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import { loadCorpus } from '../../src/template/corpus';
import { GRID, GRID_MONEY, gridData } from '../fixtures/grid';
import { emitModule } from '../../src/template/emit-module';
import type { TemplateModule } from '../../src/template/execute';
import type { RootInst } from '../../src/template/index';
import { createStandardEngine } from '../../src/template/standard';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 150);
const CLOCK = process.env.BENCH_CLOCK === 'wall' ? 'wall' : 'cpu';

/** Milliseconds on the chosen clock: CPU time of this process (user + system) or wall time. */
function clock(): number {
  if (CLOCK === 'wall') return performance.now();
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Calls `fn` repeatedly for about `ms` milliseconds; returns calls per second. */
function measure(fn: () => void, ms: number): number {
  let calls = 0;
  const start = clock();
  let now = start;
  while (now - start < ms) {
    fn();
    fn();
    calls += 2;
    now = clock();
  }
  return (calls * 1000) / (now - start);
}

/**
 * Alternates ours and the reference for ROUNDS rounds and prints one line: the median speed of
 * each, and as `ratio` the median of the rounds' own ratios (each round measures both engines
 * back to back, so a slice another process took shifts both sides of it; steadier than the ratio
 * of the two medians on a shared machine). Given several of ours (the interpreter and the module
 * of one template), each round measures every one against the same reference slice and prints a
 * line per bench name: the reference warms up for seconds, so measured in a later compare it
 * would be faster than in an earlier one and the later of two modes would look slower.
 */
function compare(
  benches: string | readonly string[],
  ours: (() => void) | readonly (() => void)[],
  reference: () => void,
): void {
  const names = typeof benches === 'string' ? [benches] : benches;
  const fns = typeof ours === 'function' ? [ours] : ours;
  // Three slices each to warm up first: a few calls left the reference still being optimised
  // during the first rounds, which flattered the first comparison of a run.
  for (const fn of fns) measure(fn, 3 * SLICE_MS);
  measure(reference, 3 * SLICE_MS);
  const o: number[][] = fns.map(() => []);
  const r: number[] = [];
  const ratios: number[][] = fns.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    // The reference runs between ours (about half before it, the rest after) and the order flips
    // every round, so each of ours runs right before it in one round and right after it in the
    // next (one of ours: before, then after).
    const order = fns.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    const before = order.slice(0, (order.length + 1 - (round % 2)) >> 1);
    const after = order.slice(before.length);
    const oursOps: number[] = [];
    for (const i of before) oursOps[i] = measure(fns[i] as () => void, SLICE_MS);
    const referenceOps = measure(reference, SLICE_MS);
    for (const i of after) oursOps[i] = measure(fns[i] as () => void, SLICE_MS);
    r.push(referenceOps);
    oursOps.forEach((ops, i) => {
      o[i]?.push(ops);
      ratios[i]?.push(ops / referenceOps);
    });
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
  names.forEach((bench, i) => {
    console.log(
      JSON.stringify({
        bench,
        ours_ops: Math.round(median(o[i] as number[]) * 10) / 10,
        reference_ops: Math.round(median(r) * 10) / 10,
        ratio: Math.round(median(ratios[i] as number[]) * 100) / 100,
        clock: CLOCK,
      }),
    );
  });
}

const engine = createStandardEngine();
const ref = new Compiler();
// The reference formats numbers, money and dates only when given a CLDR locale (en-US, as ours).
const cldr = new CLDRFramework({
  loader: (language: string) =>
    readFileSync(new URL(import.meta.resolve(`@phensley/cldr/packs/${language}.json`)), 'utf8'),
}).get('en-US');
const data = gridData();
const ourCode = engine.compile(GRID).code;
const refCode = ref.parse(GRID).code;

const oursOut = engine.execute(ourCode, data).output;
const refOut = ref.execute({ code: refCode, json: data, cldr }).ctx.render();
if (oursOut !== refOut) {
  console.error('[bench template] warning: grid outputs differ between engines');
}

compare(
  'template.compile.grid100',
  () => engine.compile(GRID),
  () => ref.parse(GRID),
);

/** `source` compiled ahead of time (`storefront-template compile --emit module`) and imported. */
const moduleDir = mkdtempSync(join(tmpdir(), 'bench-template-'));
async function aheadOfTime(name: string, source: string): Promise<TemplateModule> {
  const file = join(moduleDir, `${name}.mjs`);
  writeFileSync(file, emitModule(engine.compile(source).code, source, name));
  const mod = ((await import(pathToFileURL(file).href)) as { default: TemplateModule }).default;
  if (
    engine.execute(mod, data).output !== engine.execute(engine.compile(source).code, data).output
  ) {
    console.error(`[bench template] warning: the ${name} module renders differently`);
  }
  return mod;
}

// The interpreter and the module against the same reference slices (see `compare`).
const gridModule = await aheadOfTime('grid', GRID);
compare(
  ['template.execute.grid100', 'template.execute.grid100.module'],
  [() => engine.execute(ourCode, data), () => engine.execute(gridModule, data)],
  () => ref.execute({ code: refCode, json: data, cldr }).ctx.render(),
);

// The grid again with every price through the money formatters, all plugin tables loaded.
const ourMoneyCode = engine.compile(GRID_MONEY).code;
const refMoneyCode = ref.parse(GRID_MONEY).code;
if (
  engine.execute(ourMoneyCode, data).output !==
  ref.execute({ code: refMoneyCode, json: data, cldr }).ctx.render()
) {
  console.error('[bench template] warning: money grid outputs differ between engines');
}
const moneyModule = await aheadOfTime('grid-money', GRID_MONEY);
compare(
  ['template.execute.grid100-money', 'template.execute.grid100-money.module'],
  [() => engine.execute(ourMoneyCode, data), () => engine.execute(moneyModule, data)],
  () => ref.execute({ code: refMoneyCode, json: data, cldr }).ctx.render(),
);

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const corpusDir =
  process.env.STOREFRONT_CONFORMANCE_DIR ?? resolve(repoRoot, '../shared/conformance/template');
if (existsSync(corpusDir)) {
  const cases = loadCorpus(corpusDir)
    .filter((c) => c.kind === 'render')
    .map((c) => ({
      source: c.sections.TEMPLATE ?? '',
      json: JSON.parse(c.sections.JSON?.trim() || '{}') as unknown,
      partials: JSON.parse(c.sections.PARTIALS?.trim() || '{}') as Record<string, string>,
      injects: JSON.parse(c.sections.INJECT?.trim() || '{}') as Record<string, string>,
    }));
  const ourCodes = cases.map((c) => engine.compile(c.source).code);
  const refCodes = cases.map((c) => ref.parse(c.source).code);
  const now = Date.UTC(2024, 0, 1);
  compare(
    'template.compile.corpus',
    () => cases.forEach((c) => engine.compile(c.source)),
    () => cases.forEach((c) => ref.parse(c.source)),
  );
  compare(
    'template.execute.corpus',
    () =>
      cases.forEach((c, i) =>
        engine.execute(ourCodes[i] as RootInst, c.json, {
          partials: c.partials,
          injects: c.injects,
          now,
        }),
      ),
    () =>
      cases.forEach((c, i) => {
        try {
          ref
            .execute({
              code: refCodes[i] as (typeof refCodes)[number],
              json: c.json,
              partials: c.partials,
              injects: c.injects,
              now,
              cldr,
              enableExpr: true,
              enableInclude: true,
            })
            .ctx.render();
        } catch {
          // The reference throws on a few plugin cases; the batch carries on.
        }
      }),
  );
} else {
  console.error(`[bench template] corpus not found at ${corpusDir}; corpus benches skipped`);
}
