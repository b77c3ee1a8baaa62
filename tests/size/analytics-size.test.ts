/** Analytics on the shopper's critical path: the boot the loader carries stays under 3 KB gzip, the rest is a lazy chunk that never pulls React in, and the owner's chart library never reaches a shop page's chunks. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { CHUNK_ENTRIES } from '../../src/chunk-entries';
import { closure, DIST, entryFile, exclusiveGzipBytes, gzipBytes } from './chunk-graph';

const BOOT_BUDGET = 3 * 1024;
/** The analytics chunk, loaded after idle; web-vitals (only with the collector on) not counted. */
const CHUNK_BUDGET = 8 * 1024;
/**
 * Everything a page without widget hooks loads for the collector (its chunk and the chunks it
 * imports: the core layers' shared code and zod/zustand), measured 30.8 KB; React would add 67 KB.
 */
const HOOKLESS_BUDGET = 34 * 1024;
/** React's own element tag: present in any build of it. */
const REACT_MARK = 'react.transitional.element';
/** uPlot's own class names: present in any build of it. */
const UPLOT_MARK = /u-legend|u-cursor-pt/;

describe('analytics size', () => {
  it(`keeps the analytics boot in the loader under ${BOOT_BUDGET} bytes gzip (minified alone, its imports included)`, async () => {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        lib: { entry: 'src/analytics/boot.ts', formats: ['es'], fileName: 'boot' },
        minify: true,
        write: false,
        target: 'es2022',
        rollupOptions: { output: { minify: true } },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const code = [result]
      .flat()
      .flatMap((o) => o.output)
      .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
      .join('');
    const bytes = gzipSync(code, { level: 9 }).length;
    console.log(`[analytics size] boot: ${code.length} bytes minified, ${bytes} bytes gzip`);
    expect(bytes).toBeGreaterThan(200);
    expect(bytes).toBeLessThan(BOOT_BUDGET);
  }, 60_000);

  it(`keeps the lazy analytics chunk (after idle) under ${CHUNK_BUDGET} bytes gzip beyond what shop chunks share`, () => {
    const others = Object.keys(CHUNK_ENTRIES).filter((name) => !name.startsWith('analytics'));
    const bytes = exclusiveGzipBytes(['analytics'], others);
    console.log(`[analytics size] chunk: ${bytes} bytes gzip`);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(CHUNK_BUDGET);
  });

  it(`keeps what the collector loads on a page without hooks under ${HOOKLESS_BUDGET} bytes gzip, React never among it`, () => {
    const files = [...closure(entryFile('analytics'))];
    const bytes = files.reduce((sum, file) => sum + gzipBytes(join(DIST, 'chunks', file)), 0);
    console.log(`[analytics size] collector on a page without hooks: ${bytes} bytes gzip`);
    for (const file of files) {
      expect(file).not.toMatch(/^(react|common)-/);
      expect(readFileSync(join(DIST, 'chunks', file), 'utf8'), file).not.toContain(REACT_MARK);
    }
    expect(bytes).toBeLessThan(HOOKLESS_BUDGET);
  });

  it('leaves the payload code out of the loader: it is the lazy analytics chunk', () => {
    const loader = readFileSync(join(DIST, 'storefront.js'), 'utf8');
    expect(loader).not.toContain('/api/v1/clanker/events');
    expect(loader).not.toContain('RecordJavascriptErrors');
    const chunk = [...closure(entryFile('analytics'))]
      .map((file) => readFileSync(join(DIST, 'chunks', file), 'utf8'))
      .join('');
    expect(chunk).toContain('/api/v1/clanker/events');
  });

  it('puts uPlot in the owner dashboard and console editors only, never in a chunk a shop page can load', () => {
    const dashboard = [...closure(entryFile('analytics-dashboard'))];
    expect(
      dashboard.some((f) => UPLOT_MARK.test(readFileSync(join(DIST, 'chunks', f), 'utf8'))),
    ).toBe(true);
    // The console's chart data editor draws with it too (console pages only, like the dashboard).
    const owners = new Set(['analytics-dashboard', 'console-editors']);
    for (const name of Object.keys(CHUNK_ENTRIES).filter((n) => !owners.has(n))) {
      for (const file of closure(entryFile(name))) {
        expect(
          UPLOT_MARK.test(readFileSync(join(DIST, 'chunks', file), 'utf8')),
          `${name}: ${file}`,
        ).toBe(false);
      }
    }
  });
});
