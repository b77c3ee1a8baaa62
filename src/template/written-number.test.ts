/** readJson keeps numbers as the data wrote them; the engine reads them as numbers and prints them as written. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStandardEngine } from './standard';
import { readJson, WrittenNumber } from './written-number';

const engine = createStandardEngine();

describe('readJson', () => {
  it('is JSON.parse for data whose numbers JavaScript writes the same way', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v);
        expect(readJson(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('keeps 1.0, 2.50, 1e3 and -0 as written, and leaves digits inside strings alone', () => {
    const data = readJson('{"a": 1.0, "b": [2.50, 1e3, -0, 7], "s": "1.0 \\"2.0\\""}') as {
      a: WrittenNumber;
      b: unknown[];
      s: string;
    };
    expect(data.a).toEqual(new WrittenNumber(1, '1.0'));
    expect(data.b).toEqual([
      new WrittenNumber(2.5, '2.50'),
      new WrittenNumber(1000, '1e3'),
      new WrittenNumber(-0, '-0'),
      7,
    ]);
    expect(data.s).toBe('1.0 "2.0"');
    expect(JSON.stringify(data.b)).toBe('[2.5,1000,0,7]');
  });

  it('throws what JSON.parse throws on malformed text', () => {
    expect(() => readJson('{"a": 1.0,}')).toThrow(SyntaxError);
    expect(() => readJson('{"a": 01}')).toThrow(SyntaxError);
  });

  it('is a number to conditions, comparisons and arithmetic, its written text to a tag', () => {
    const data = readJson('{"zero": 0.0, "one": 1.0, "price": 2.50}');
    const r = engine.render(
      '{zero}|{.if zero}t{.or}f{.end}|{.section one}{@}{.end}|{.equal? one 1}eq{.or}ne{.end}|{price|round}',
      data,
    );
    expect(r.output).toBe('0.0|f|1.0|ne|3');
  });

  it('counts its fraction digits in plural rules: "1" is one, "1.0" is other in English', () => {
    const data = readJson('{"ns": [1, 1.0, 2.0], "m": "{0 plural one{# ONE} other{# OTHER}}"}');
    const r = engine.render('{.repeated section ns}{m|message @}{.alternates with}, {.end}', data, {
      locale: 'en-US',
    });
    expect(r.output).toBe('1 ONE, 1.0 OTHER, 2.0 OTHER');
  });
});
