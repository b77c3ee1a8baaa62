/** Property tests of compiling and executing random templates and data. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from './index';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const limits = { maxSteps: 20_000, maxOutput: 100_000 };

/** Fragments that exercise every kind of tag, valid or not, so random mixes hit edge cases. */
const fragment = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(
    '{',
    '}',
    '{a}',
    '{a.b.0}',
    '{@}',
    '{@index}',
    '{a|html}',
    '{a|json}',
    '{a|truncate 3}',
    '{@|apply m}',
    '{a, b|nope}',
    '{.section a}',
    '{.repeated section xs}',
    '{.alternates with}',
    '{.or}',
    '{.or even?}',
    '{.end}',
    '{.if a && b}',
    '{.equal? a 1}',
    '{.var @v a}',
    '{.ctx @c k=a}',
    '{.macro m}',
    '{.include m}',
    '{.include m output}',
    '{.inject @i x.json}',
    '{.eval 1 + a}',
    '{.eval @v = @v + "x"}',
    '{.eval (}',
    '{# c #}',
    '{## c ##}',
    '{##',
    '{.meta-left}',
    '{.newline}',
  ),
);
const template = fc.array(fragment, { maxLength: 30 }).map((parts) => parts.join(''));

describe('properties', () => {
  it('compile and execute never throw on random templates and data', () => {
    fc.assert(
      fc.property(template, fc.jsonValue({ maxDepth: 4 }), (src, data) => {
        const compiled = engine.compile(src);
        const result = engine.execute(compiled.code, data, { limits, partials: { m: src } });
        expect(typeof result.output).toBe('string');
        expect(Array.isArray(result.errors)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('never runs away: recursive macros with wide fan-out stay within the step limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (width) => {
        const src = `{.macro m}{.eval @n = @n + 1}${'{@|apply m}'.repeat(width)}{.end}{@|apply m}`;
        const result = engine.render(src, {}, { limits });
        expect(result.output.length).toBeLessThanOrEqual(limits.maxOutput);
      }),
      { numRuns: 12 },
    );
  });

  it('a template without tags renders as its own text', () => {
    const plain = fc.string({ maxLength: 200 }).filter((s) => !s.includes('{'));
    fc.assert(
      fc.property(plain, fc.jsonValue({ maxDepth: 2 }), (src, data) => {
        expect(engine.render(src, data)).toEqual({ output: src, errors: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('the compiled tree survives a JSON round trip and renders the same', () => {
    fc.assert(
      fc.property(template, fc.jsonValue({ maxDepth: 3 }), (src, data) => {
        const { code } = compile(src);
        const copy = JSON.parse(JSON.stringify(code)) as typeof code;
        const a = engine.execute(code, data, { limits, now: 0 });
        const b = engine.execute(copy, data, { limits, now: 0 });
        expect(b.output).toBe(a.output);
      }),
      { numRuns: 200 },
    );
  });
});
