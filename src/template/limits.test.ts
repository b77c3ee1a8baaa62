/** The engine bounded on large hostile data: escaping formatters linear, the output and formatter-chain limits as template errors. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from './cli';
import type { ExecuteOptions } from './engine';
import { defaultLimits } from './limits';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
/**
 * Per case, for MBs of input, in CPU time of this process (other processes on a shared machine
 * do not count): generous, where the quadratic `safe` took 4 s on 60 KB.
 */
const BUDGET_MS = 2000;
/** CPU milliseconds of this process so far. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function timed(src: string, data: unknown, options: ExecuteOptions = {}) {
  const start = cpuMs();
  const result = engine.render(src, data, options);
  return {
    ms: cpuMs() - start,
    output: result.output,
    errors: result.errors.map((e) => e.message),
  };
}

/** Pieces hostile to escaping and tag stripping: markup openers without closers, entities, quotes. */
const HOSTILE = ['<', '>', '&', '"', "'", '<a', '<!--', '&amp;', '<script>', '"><', '\u2028', 'é'];
/** A string of 0.25 to 1 MB repeating a few hostile pieces. */
const hostileString = fc
  .tuple(
    fc.array(fc.constantFrom(...HOSTILE), { minLength: 1, maxLength: 4 }),
    fc.integer({ min: 250_000, max: 1_000_000 }),
  )
  .map(([pieces, length]) => {
    const unit = pieces.join('');
    return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  });

/**
 * Each escaping formatter and what its output must never contain. For `safe` that is a tag, a
 * `<` with a `>` after it, found in one pass: `/<[^>]*>/` itself is quadratic on 1 MB of `<`
 * (it ran past the test's 60 s).
 */
const ESCAPERS: [string, { test(output: string): boolean }][] = [
  ['html', /[<>]|&(?!amp;|lt;|gt;)/],
  ['htmlattr', /[<>"]|&(?!amp;|lt;|gt;|quot;)/],
  ['htmltag', /[<>"]|&(?!amp;|lt;|gt;|quot;)/],
  [
    'safe',
    {
      test: (output) => {
        const open = output.indexOf('<');
        return open >= 0 && output.includes('>', open);
      },
    },
  ],
  ['json', /<\/script/i],
];

describe('escaping formatters on large hostile strings (property)', () => {
  for (const [name, leak] of ESCAPERS) {
    it(`${name} finishes within ${BUDGET_MS} ms per case and escapes everything`, () => {
      fc.assert(
        fc.property(hostileString, (s) => {
          const r = timed(`{s|${name}}`, { s });
          expect(r.ms).toBeLessThan(BUDGET_MS);
          expect(r.errors).toEqual([]);
          expect(leak.test(r.output)).toBe(false);
        }),
        { numRuns: 3, endOnFailure: true },
      );
    }, 60_000);
  }

  it('safe strips exactly the tags the platform strips (every `<` up to the next `>`)', () => {
    const small = fc.stringMatching(/^[<>a ]{0,60}$/);
    fc.assert(
      fc.property(small, (s) => {
        expect(timed('{s|safe}', { s }).output).toBe(s.replace(/<[^>]*>/g, ''));
      }),
    );
  });

  it('safe is linear: 300,000 unclosed `<` (the reported case ran past 60 s)', () => {
    const r = timed('{s|safe}', { s: '<'.repeat(300_000) });
    expect(r.ms).toBeLessThan(BUDGET_MS);
    expect(r.output).toBe('<'.repeat(300_000));
  });
});

describe('the output limit', () => {
  it(`is ${defaultLimits.maxOutput} characters by default`, () => {
    expect(defaultLimits.maxOutput).toBe(50_000_000);
  });

  it('stops an escaping formatter once its result passes the limit: an error, no output from it', () => {
    const s = '<'.repeat(5_000_000); // 20 MB escaped
    const r = timed('before {s|html} after', { s }, { limits: { maxOutput: 1_000_000 } });
    expect(r.ms).toBeLessThan(BUDGET_MS);
    expect(r.errors).toEqual(['Output exceeds the maximum of 1000000 characters']);
    expect(r.output).toBe('before ');
  });

  it('holds for every formatter of a chain, each result checked before the next', () => {
    const r = timed(
      '{s|htmlattr|html|html}',
      { s: '"'.repeat(200_000) },
      { limits: { maxOutput: 2_000_000 } },
    );
    // 1.2 MB after htmlattr, 2 MB after the first html: within; the second html passes it.
    expect(r.errors).toEqual(['Output exceeds the maximum of 2000000 characters']);
    expect(r.output).toBe('');
  });
});

describe('the formatter-chain limit', () => {
  it(`is ${defaultLimits.maxFormatters} formatters by default; a longer chain is an error and prints nothing`, () => {
    expect(defaultLimits.maxFormatters).toBe(64);
    const ok = timed(`[{s${'|html'.repeat(64)}}]`, { s: 'a' });
    expect(ok).toMatchObject({ output: '[a]', errors: [] });
    const r = timed(`[{s${'|html'.repeat(100_000)}}]`, { s: '&' });
    expect(r.ms).toBeLessThan(BUDGET_MS);
    expect(r).toMatchObject({
      output: '[]',
      errors: ['Formatter chain exceeds the maximum of 64'],
    });
  });

  it('is configurable per render', () => {
    const r = timed('{s|html|html|html}', { s: 'a' }, { limits: { maxFormatters: 2 } });
    expect(r).toMatchObject({ output: '', errors: ['Formatter chain exceeds the maximum of 2'] });
  });
});

describe('the command line stays up on hostile data', () => {
  it('renders MBs through every escaping formatter and reports limits as errors, exit 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-limits-'));
    const tpl = join(dir, 't.html');
    const data = join(dir, 'd.json');
    writeFileSync(tpl, `{s|safe}{s|html}{s|htmlattr}{s|json}{s${'|html'.repeat(1000)}}`);
    writeFileSync(data, JSON.stringify({ s: '<a"&'.repeat(500_000) }));
    let out = '';
    let err = '';
    const start = cpuMs();
    const code = main(['render', tpl, data], { out: (t) => (out += t), err: (t) => (err += t) });
    expect(cpuMs() - start).toBeLessThan(4 * BUDGET_MS);
    expect(code).toBe(0);
    expect(out.length).toBeGreaterThan(4_000_000);
    expect(err).toContain('execute error: Formatter chain exceeds the maximum of 64');
  }, 30_000);
});
