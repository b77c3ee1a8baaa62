/** Property tests of the content, social and core tables on arbitrary data. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentFormatters } from './formatters.content';
import { coreFormatters } from './formatters.core';
import { socialFormatters } from './formatters.social';
import { contentPredicates } from './predicates.content';
import { corePredicates } from './predicates.core';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const formatters = [
  ...Object.keys(coreFormatters),
  ...Object.keys(contentFormatters),
  ...Object.keys(socialFormatters),
];
const predicates = [...Object.keys(corePredicates), ...Object.keys(contentPredicates)];
const arg = fc.constantFrom('', '0', '2', '-1', 'x', 'a.b', '@', '"s"', 'center', 'load-false');
const failures = (errors: readonly { message: string }[]): string[] =>
  errors.map((e) => e.message).filter((m) => / failed: /.test(m));

describe('content, social and core tables on arbitrary data', () => {
  it('no formatter fails, whatever the value and arguments', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...formatters),
        fc.array(arg, { maxLength: 3 }),
        fc.jsonValue({ maxDepth: 3 }),
        (name, args, value) => {
          const src = `{v|${[name, ...args].join(' ')}}`;
          expect(failures(engine.render(src, { v: value, w: value }).errors)).toEqual([]);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('no predicate fails, whatever the scope and arguments', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...predicates),
        fc.array(arg, { maxLength: 3 }),
        fc.jsonValue({ maxDepth: 3 }),
        (name, args, value) => {
          const src = `{.section v}{.${[name, ...args].join(' ')}}y{.end}{.end}`;
          expect(failures(engine.render(src, { v: value }).errors)).toEqual([]);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
