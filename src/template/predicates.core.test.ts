/** Tests of the core predicates. */
import { describe, expect, it } from 'vitest';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const test = (predicate: string, data: unknown): string =>
  engine.render(`{.${predicate}}yes{.or}no{.end}`, data).output;

describe('core predicates', () => {
  it('nth? tests whole-number divisibility and is false on a zero divisor', () => {
    expect(test('nth? 3', 9)).toBe('yes');
    expect(test('nth? 3', 10)).toBe('no');
    expect(test('nth? n 4', { n: 8 })).toBe('yes');
    expect(test('nth? n d', { n: 8, d: 4 })).toBe('yes');
    expect(test('nth? 0', 0)).toBe('no');
    expect(test('nth? 2', 4.5)).toBe('no');
  });

  it('reads an argument as a JSON scalar literal, else as a name in scope', () => {
    expect(test('equal? n 3', { n: 3 })).toBe('yes');
    expect(test('equal? s "3"', { s: '3' })).toBe('yes');
    expect(test('equal? s 3', { s: '3' })).toBe('no');
    expect(test('equal? b true', { b: true })).toBe('yes');
    expect(test('equal? z null', { z: null })).toBe('yes');
    expect(test('equal? n m', { n: 2, m: 2 })).toBe('yes');
    // JSON arrays and objects are not literals: `[1]` is no name either, so it reads as missing.
    expect(test('equal? missing [1]', {})).toBe('yes');
  });

  it('singular? is exactly 1, plural? above 1', () => {
    expect([0, 1, 2].map((n) => test('singular?', n) + test('plural?', n))).toEqual([
      'nono',
      'yesno',
      'noyes',
    ]);
  });

  it('units-metric? is false and reports that it is not implemented', () => {
    const result = engine.render('{.units-metric?}yes{.or}no{.end}', {});
    expect(result.output).toBe('no');
    expect(result.errors.map((e) => e.message)).toEqual([
      '"units-metric?" formatter is not yet implemented',
    ]);
  });

  it('debug? is true when a debug value is set', () => {
    expect(test('debug?', { debug: true })).toBe('yes');
    expect(test('debug?', {})).toBe('no');
  });
});
