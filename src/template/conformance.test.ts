/** The standard engine against the template conformance corpus: pass counts and targets. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCase } from './conformance';
import type { CorpusCase } from './corpus';
import { CORPUS_DIR, corpusPresent, loadCorpus } from './corpus';
import { createStandardEngine } from './standard';

const corpusDir = CORPUS_DIR;
const present = corpusPresent(corpusDir);
/** Issue 4: at least 98% of every render case, the Java-engine expectations included. */
const RENDER_TARGET = 0.98;

describe.skipIf(!present)('template conformance corpus', () => {
  const cases = present ? loadCorpus(corpusDir).filter((c) => c.kind !== 'other') : [];
  const engine = createStandardEngine();
  const results = new Map<CorpusCase, ReturnType<typeof runCase>>();
  for (const c of cases) {
    try {
      results.set(c, runCase(engine, c));
    } catch (e) {
      results.set(c, { pass: false, detail: `runner threw: ${String(e)}` });
    }
  }

  it('prints pass counts per family and kind', () => {
    const counts = new Map<string, [number, number]>();
    for (const [c, r] of results) {
      const key = `${c.family} ${c.kind}`;
      const entry = counts.get(key) ?? [0, 0];
      entry[0] += r.pass ? 1 : 0;
      entry[1] += 1;
      counts.set(key, entry);
    }
    const lines = [...counts].map(([key, [pass, total]]) => `  ${key}: ${pass}/${total}`);
    console.log(`[template conformance] ${corpusDir}\n${lines.join('\n')}`);
    expect(cases.length).toBeGreaterThan(0);
  });

  it('never crashes on plugin cases', () => {
    const crashed = [...results]
      .filter(([, r]) => r.detail?.startsWith('runner threw'))
      .map(([c]) => c.name);
    expect(crashed).toEqual([]);
  });

  it('passes every render case the reference engine passes (REFERENCE_PASSES.txt)', () => {
    const listed = readFileSync(resolve(corpusDir, 'REFERENCE_PASSES.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const byName = new Map(cases.map((c) => [c.name, c]));
    const failing = listed.filter((name) => {
      const c = byName.get(name);
      return c === undefined || results.get(c)?.pass !== true;
    });
    expect(listed.length).toBeGreaterThan(300);
    expect(failing).toEqual([]);
  });

  it(`passes at least ${RENDER_TARGET * 100}% of all render cases`, () => {
    const render = [...results].filter(([c]) => c.kind === 'render');
    const failing = render.filter(([, r]) => !r.pass).map(([c]) => c.name);
    console.log(
      `[template conformance] render cases: ${render.length - failing.length}/${render.length}; failing:\n  ${failing.join('\n  ')}`,
    );
    expect(render.length - failing.length).toBeGreaterThanOrEqual(
      Math.ceil(render.length * RENDER_TARGET),
    );
  });

  for (const c of cases.filter((k) => k.family === 'core')) {
    it(`core case ${c.name} passes`, () => {
      const r = results.get(c);
      expect(r?.pass, `${c.name} produced:\n${r?.detail ?? ''}`).toBe(true);
    });
  }
});
