/** Tests of `{.eval}` expressions and their limits. */
import { describe, expect, it } from 'vitest';
import { Engine, render } from '../index';

const evalOf = (expr: string, data: unknown = {}, options = {}) =>
  render(`{.eval ${expr}}`, data, options);

describe('{.eval}', () => {
  it.each([
    ['1 + 2 * 3', '7'],
    ['(1 + 2) * 3', '9'],
    ['2 ** 3 ** 2', '512'],
    ['"a" + 1', 'a1'],
    ['"1" == 1', 'true'],
    ['"1" === 1', 'false'],
    ['!0 && 1 < 2', 'true'],
    ['0x1f | 0', '31'],
    ['@a = 4; @a * @a', '16'],
    ['max(1, 5, 3)', '5'],
    ["'\\u0041\\n'", 'A\n'],
    ['x.y', '3'],
  ])('%s -> %s', (expr, expected) => {
    expect(evalOf(expr, { x: { y: 3 } })).toEqual({ output: expected, errors: [] });
  });

  it.each([
    ['1 # 2', 'Unexpected character'],
    ["'abc", 'Unterminated string'],
    ['1e', 'Expected a digit after exponent'],
    ['1.2.3', 'Duplicate decimal point'],
    ['1 +', 'Invalid arguments to operator'],
    ['nope(1)', 'Invalid function'],
    ['num()', 'Error calling function'],
  ])('%s reports %s', (expr, message) => {
    const r = evalOf(expr);
    expect(r.output).toBe('');
    expect(r.errors.map((e) => e.message)).toEqual([message]);
  });

  it('rejects a bare newline in a string (only reachable from a precompiled tree)', () => {
    const r = new Engine().execute([17, 1, [[23, '"a\nb"']], 18], {});
    expect(r.errors.map((e) => e.message)).toEqual(['Illegal bare newline in string literal']);
  });

  it('limits the number of tokens', () => {
    const r = evalOf('1 + 1 + 1 + 1', {}, { limits: { maxExprTokens: 5 } });
    expect(r.errors[0]?.message).toBe('Expression exceeds the maximum number of allowed tokens');
  });

  it('limits string concatenation', () => {
    const r = render(
      '{.eval @s = "xxxxxxxx"; @s = @s + @s; @s = @s + @s}',
      {},
      {
        limits: { maxStringLength: 20 },
      },
    );
    expect(r.errors[0]?.message).toBe('Concatenation would exceed maximum string length');
  });

  it('outputs nothing when the last expression is an assignment', () => {
    expect(evalOf('@a = 1')).toEqual({ output: '', errors: [] });
  });
});
