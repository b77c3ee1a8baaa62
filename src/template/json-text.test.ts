/** jsonText prints exactly what JSON.stringify prints (with `</script` escaped), for any value. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonText } from './json-text';
import { createStandardEngine } from './standard';

/** The json formatter's text before jsonText: JSON.stringify, `</script` escaped. */
const reference = (v: unknown): string => {
  const s = JSON.stringify(v) as string | undefined;
  return s === undefined ? '' : s.replace(/<\/(script)/gi, '<\\/$1');
};

/** Strings that reach every escape: quotes, backslashes, controls, lone surrogates, `</script`. */
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '</script>',
    '</SCRIPT',
    '<\\/script',
    'a"b\\c\n\t\u0000\u001f',
    '\ud800',
    'é€😀',
  ),
  fc.string(),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value')),
    fc.dictionary(text, tie('value')),
  ),
})).value;

describe('jsonText', () => {
  it('is byte for byte JSON.stringify with </script escaped, for any JSON-like value', () => {
    fc.assert(
      fc.property(json, (v) => {
        expect(jsonText(v)).toBe(reference(v));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves what is not plain data to JSON.stringify: toJSON, dates, boxed values, class instances', () => {
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    const values: unknown[] = [
      new Date(0),
      { when: new Date(0), n: Object(1) as unknown, s: Object('x') as unknown },
      { toJSON: () => ({ replaced: '</script>' }) },
      Object.assign([1, 2], { toJSON: () => 'array' }),
      new Point(1, 2),
      Object.create(null) as unknown,
      { f: () => 1, u: undefined, sym: Symbol('s'), [Symbol('k')]: 1 },
      [() => 1, undefined, Symbol('s')],
      { 2: 'b', 1: 'a', z: 'z', a: 'a' },
      [-0, NaN, Infinity, 1e21, 5e-7],
      () => 1,
      undefined,
    ];
    for (const v of values) expect(jsonText(v)).toBe(reference(v));
  });

  it('follows JSON.stringify when a prototype was given enumerable keys or a toJSON', () => {
    const proto = Object.prototype as Record<string, unknown>;
    const data = { a: 1, b: [2] };
    try {
      proto.polluted = 'x';
      expect(jsonText(data)).toBe(reference(data));
      delete proto.polluted;
      Object.defineProperty(proto, 'toJSON', { value: () => 'j', configurable: true });
      expect(jsonText(data)).toBe(reference(data));
    } finally {
      delete proto.polluted;
      delete proto.toJSON;
    }
    expect(jsonText(data)).toBe('{"a":1,"b":[2]}');
  });

  it('reports a cycle and a BigInt as JSON.stringify does', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => jsonText(cycle)).toThrow(/circular/i);
    expect(() => jsonText({ n: 1n })).toThrow(TypeError);
  });

  it('prints nesting deeper than its own limit as JSON.stringify does', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 500; i++) deep = { a: [deep] };
    expect(jsonText(deep)).toBe(reference(deep));
  });

  it('is what {x|json} prints, and a formatter error when JSON.stringify throws', () => {
    const engine = createStandardEngine();
    const data = { v: [{ sku: 'A</script>', n: 1.5, o: { k: null } }], n: { big: 1n } };
    expect(engine.render('{v|json}', data).output).toBe(reference(data.v));
    const bad = engine.render('{n|json}', data);
    expect(bad.errors[0]?.message).toMatch(/Formatter 'json' failed/);
  });
});
