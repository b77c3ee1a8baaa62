/** Tests of compiling templates: paths, tags, and the syntax errors reported. */
import { describe, expect, it } from 'vitest';
import { compile } from './index';

describe('compile', () => {
  it('turns dotted paths into path arrays with numeric indexes', () => {
    expect(compile('{a.b.0.c}').code).toEqual([17, 1, [[1, [['a', 'b', 0, 'c']], 0]], 18]);
  });

  it('parses comma-separated variables and formatter chains with custom delimiters', () => {
    expect(compile('{a, @b.c|f1 x y|f2:1:2|f3}').code[2]).toEqual([
      [1, [['a'], ['@b', 'c']], [['f1', [['x', 'y'], ' ']], ['f2', [['1', '2'], ':']], ['f3']]],
    ]);
  });

  it('reads each tag up to its own closing brace', () => {
    expect(compile('<{a|html}>{.section c}|{b}{.end}').code[2]).toEqual([
      [0, '<'],
      [1, [['a']], [['html']]],
      [0, '>'],
      [
        2,
        ['c'],
        [
          [0, '|'],
          [1, [['b']], 0],
        ],
        3,
      ],
    ]);
    expect(compile('{a |html}{a.|x}{a|}').code[2]).toEqual([
      [1, [['a']], [['html']]],
      [0, '{a.|x}{a|}'],
    ]);
  });

  it('leaves braces that are not tags as text', () => {
    const src = 'a { b } {} {"k": 1} function() { return 1; } {{x}} {\n}';
    const { code, errors } = compile(src);
    expect(errors).toEqual([]);
    expect(code[2]).toEqual([
      [0, 'a { b } {} {"k": 1} function() { return 1; } {'],
      [1, [['x']], 0],
      [0, '} {\n}'],
    ]);
  });

  it('reports a stray {.end} with its line and column', () => {
    const { errors } = compile('line 1\n  {.end}');
    expect(errors).toEqual([
      { stage: 'syntax', message: 'Unexpected {.end} with no open block', line: 2, column: 3 },
    ]);
  });

  it('reports an unclosed section at its opening tag and still returns a tree', () => {
    const { code, errors } = compile('x\n{.section a}{b}');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ stage: 'syntax', line: 2, column: 1 });
    expect(errors[0]?.message).toContain('Missing {.end}');
    expect(code[2][1]).toEqual([2, ['a'], [[1, [['b']], 0]], 3]);
  });

  it('rejects {.or} and {.alternates with} outside their blocks', () => {
    expect(compile('{.or}').errors[0]?.message).toContain('{.or}');
    expect(compile('{.section a}{.alternates with}{.end}').errors[0]?.message).toContain(
      'alternates with',
    );
  });

  it('reports unknown directives as syntax errors', () => {
    expect(compile('{.frobnicate x}').errors[0]).toMatchObject({
      stage: 'syntax',
      message: "Unrecognized instruction '.frobnicate'",
    });
  });

  it('limits block nesting', () => {
    const deep = '{.section a}'.repeat(20) + '{.end}'.repeat(20);
    expect(compile(deep, { limits: { maxNesting: 10 } }).errors[0]?.message).toContain(
      'nested deeper than 10',
    );
  });

  it('keeps {.eval} source verbatim', () => {
    expect(compile('{.eval @a = 1; @a + 2}').code[2]).toEqual([[23, '@a = 1; @a + 2']]);
  });

  it('compiles bindvar, ctx, include and inject tags', () => {
    expect(
      compile('{.bindvar @x a|html}{.ctx @c k=a.b}{.include p output}{.inject @i f.json}').code[2],
    ).toEqual([
      [6, '@x', [['a']], [['html']]],
      [22, '@c', [['k', ['a', 'b']]]],
      [24, 'p', [['output'], ' ']],
      [9, '@i', 'f.json', 0],
    ]);
  });
});
