/** unknownNames: every unknown formatter and predicate of a template, with its tag's line and column. */
import { describe, expect, it } from 'vitest';
import { unknownNames } from './lint';

const known = { formatters: new Set(['html']), predicates: new Set(['even?']) };
const names = (source: string) =>
  unknownNames(source, known).map((e) => `${e.line}:${e.column} ${e.message}`);

describe('unknownNames', () => {
  it('finds names in tags, bindings, chains, alternatives, loops and macros, in source order', () => {
    expect(
      names(
        '{a|html|x1}\n{.var @v a|x2}{.section s}{.even? a}{.or odd?}{b|x3}{.end}{.end}\n' +
          '{.repeated section r}{.alternates with}{c|x4}{.end}{.macro m}{d|x5}{.end}',
      ),
    ).toEqual([
      "1:1 Unknown formatter 'x1'",
      "2:1 Unknown formatter 'x2'",
      "2:37 Unknown predicate 'odd?'",
      "2:47 Unknown formatter 'x3'",
      "3:40 Unknown formatter 'x4'",
      "3:62 Unknown formatter 'x5'",
    ]);
  });

  it('finds nothing in a template that uses known names only', () => {
    expect(names('{a|html}{.even? a}y{.end}')).toEqual([]);
  });
});
