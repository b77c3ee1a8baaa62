/** Modules compiled ahead of time render byte for byte what the interpreter renders. */
import { describe, expect, it } from 'vitest';
import { GRID, GRID_MONEY, gridData } from '../../bench/fixtures/grid';
import { CORPUS_DIR, caseParams, corpusPresent, loadCorpus } from './corpus';
import { emitModule } from './emit-module';
import type { TemplateModule } from './execute';
import type { ExecuteOptions } from './engine';
import { createStandardEngine } from './standard';

const corpusDir = CORPUS_DIR;
const engine = createStandardEngine();

/** Imports a module's text the way a site imports the emitted file (no eval). */
async function load(source: string): Promise<TemplateModule> {
  const text = emitModule(engine.compile(source).code, source);
  const url = `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: TemplateModule }).default;
}

async function same(source: string, data: unknown, options: ExecuteOptions = {}): Promise<void> {
  const mod = await load(source);
  const interpreted = engine.execute(engine.compile(source).code, data, { ...options, source });
  expect(engine.execute(mod, data, options)).toEqual(interpreted);
}

describe('storefront-template compile --emit module', () => {
  it('renders the benchmark grids as the interpreter does', async () => {
    await same(GRID, gridData());
    await same(GRID_MONEY, gridData());
  });

  it('reports errors at the same line and column, and unknown formatters and predicates', async () => {
    await same('a\n {x|nope}\n{.nope? x}y{.or}z{.end}{.section s}{.f? a}{.or f?}{.end}{.end}', {
      x: 1,
      s: {},
    });
  });

  it('stops at the same character when a step or output limit is reached', async () => {
    const source = '{.repeated section xs}<{@|html}>{.alternates with},{.end}';
    const data = { xs: Array.from({ length: 50 }, (_, i) => `v${i}`) };
    await same(source, data, { limits: { maxSteps: 37 } });
    await same(source, data, { limits: { maxOutput: 101 } });
  });

  it('stops at the same character and step when a limit falls inside a run of text and plain tags', async () => {
    // A run ({@|html} ... {j|json}) is printed at once when it fits under both limits, and
    // step by step otherwise: every limit inside it stops where the interpreter stops.
    const source =
      '{.repeated section xs}<b>{@|html}</b> {n|htmlattr}-{@index}{t|truncate 5}{j|json}{.end}!';
    const data = { xs: ['a&', 'b<', 'c>'], n: 'x"y', t: 'hello world', j: { a: [1, '</script>'] } };
    for (let maxSteps = 1; maxSteps < 36; maxSteps++) {
      await same(source, data, { limits: { maxSteps } });
    }
    for (let maxOutput = 1; maxOutput < 160; maxOutput += 4) {
      await same(source, data, { limits: { maxOutput } });
    }
  });

  it('reads a name from the enclosing scopes when the item lacks it, never from a prototype', async () => {
    const source = '{.repeated section xs}[{a}{constructor}{polluted|html}{b|html}]{.end}';
    const data = { a: 'outer', b: 'B', xs: [{ b: 'x<' }, { a: 'inner', b: null }, 3, { a: 0 }] };
    const mod = await load(source);
    const proto = Object.prototype as { polluted?: string };
    proto.polluted = 'inherited';
    try {
      const want = engine.execute(engine.compile(source).code, data);
      expect(want.output).toBe('[outerx&lt;][inner][outerB][0B]');
      expect(engine.execute(mod, data)).toEqual(want);
    } finally {
      delete proto.polluted;
    }
  });

  it('calls a formatter that replaces html, json or truncate for one render', async () => {
    const source = '<{a|html}{a|json}{a|truncate 2}{b|htmlattr}>';
    const formatters = {
      html: (v: unknown) => `[${String(v)}]`,
      json: () => {
        throw new Error('no json');
      },
      truncate: (v: unknown) => `<${String(v)}>`,
    };
    await same(source, { a: 'x<y', b: '"' }, { formatters });
  });

  it('keeps scopes, isolated partials, bindings, macros and conditions', async () => {
    await same(
      '{.var @n name}{.macro m}[{@n}:{name}]{.end}{.section a}{.if b && c || d}{@|apply m}{.end}{.end}' +
        '{.repeated section xs}{@index}{.section @}({@index}){.end}{.equal? @ 2}two{.or even? @}even{.or}odd{.end}{.end}{a|apply p private}',
      { name: 'N', a: { b: 1, c: 0, d: 1, name: 'A' }, xs: [1, 2, 3, 4] },
      { partials: { p: '({name}{b})' } },
    );
  });

  it.skipIf(!corpusPresent(corpusDir))(
    'renders every render case of the conformance corpus as the interpreter does',
    async () => {
      const cases = loadCorpus(corpusDir).filter((c) => c.kind === 'render');
      expect(cases.length).toBeGreaterThan(300);
      for (const c of cases) {
        const s = c.sections;
        const source = s.TEMPLATE ?? '';
        const params = caseParams(s);
        const options: ExecuteOptions = {
          partials: JSON.parse(s.PARTIALS?.trim() || '{}') as Record<string, string>,
          injects: JSON.parse(s.INJECT?.trim() || '{}') as Record<string, string>,
          locale: params.locale ?? 'en',
          now: params.now !== undefined ? Number(params.now) : Date.UTC(2024, 0, 1),
        };
        const mod = await load(source);
        const data = JSON.parse(s.JSON?.trim() || '{}') as unknown;
        const want = engine.execute(engine.compile(source).code, data, { ...options, source });
        expect(engine.execute(mod, data, options), c.name).toEqual(want);
      }
    },
    60_000,
  );
});
