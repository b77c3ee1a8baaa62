/** Tests of executing templates: lookups, printing, repeats, {.or}, {.if}, formatter tables. */
import { describe, expect, it } from 'vitest';
import { Engine, compile, render } from './index';
import type { RootInst } from './index';
import { createStandardEngine } from './standard';

const out = (src: string, data: unknown, options = {}): string => render(src, data, options).output;

describe('execute', () => {
  it('escapes html and htmlattr tags in place, and calls a table that replaces them', () => {
    const std = createStandardEngine();
    const data = { t: 'a <b> & "c"', n: 5, o: {} };
    expect(std.render('{t|html}|{t|htmlattr}|{t|htmltag}|{n|html}|{o|html}', data).output).toBe(
      'a &lt;b&gt; &amp; "c"|a &lt;b&gt; &amp; &quot;c&quot;|a &lt;b&gt; &amp; &quot;c&quot;|5|',
    );
    const own = new Engine({ formatters: [{ html: (v) => `[${String(v)}]` }] });
    expect(own.render('{t|html}', data).output).toBe('[a <b> & "c"]');
    const limited = std.render('{t|html}', { t: '<'.repeat(50) }, { limits: { maxOutput: 100 } });
    expect(limited.output).toBe('');
    expect(limited.errors[0]?.message).toMatch(/output/i);
  });

  it('runs json and truncate in place as their formatters do, and calls a table that replaces them', () => {
    const std = createStandardEngine();
    const data = { v: [{ a: '</script>', n: 1 }], big: 1n, s: 'one two three', n: 12345 };
    expect(
      std.render('{v|json}|{s|truncate 8}|{s|truncate 8 ~}|{n|truncate 3}|{s|truncate x}', data)
        .output,
    ).toBe('[{"a":"<\\/script>","n":1}]|one two ...|one two ~|123...|one two three');
    const failed = std.render('{big|json}', data);
    expect(failed.output).toBe('1');
    expect(failed.errors[0]?.message).toMatch(/Formatter 'json' failed/);
    const own = new Engine({ formatters: [{ json: () => 'J', truncate: () => 'T' }] });
    expect(own.render('{v|json}{s|truncate 3}', data).output).toBe('JT');
  });

  it('looks names up through enclosing scopes', () => {
    expect(out('{.section a}{x}-{y}{.end}', { a: { x: 1 }, y: 2 })).toBe('1-2');
  });

  it('prints strings, numbers and booleans; nothing for objects, arrays, null and missing', () => {
    expect(
      out('{s}|{n}|{b}|{o}|{a}|{z}|{m}', { s: 's', n: 1.5, b: false, o: {}, a: [1], z: null }),
    ).toBe('s|1.5|false||||');
  });

  it('repeats with alternates and @index', () => {
    expect(
      out('{.repeated section xs}{@index}:{@}{.alternates with}, {.end}', { xs: ['a', 'b'] }),
    ).toBe('1:a, 2:b');
  });

  it('runs the {.or} branch for missing, empty and false values', () => {
    const src = '{.section v}yes{.or}no{.end}';
    expect([undefined, null, false, 0, '', [], {}].map((v) => out(src, { v }))).toEqual(
      Array(7).fill('no'),
    );
    expect(out(src, { v: { k: 1 } })).toBe('yes');
  });

  it('combines {.if} conditions left to right', () => {
    expect(out('{.if a && b || c}T{.or}F{.end}', { a: 1, b: 0, c: 1 })).toBe('T');
    expect(out('{.if a || b && c}T{.or}F{.end}', { a: 1, b: 1, c: 0 })).toBe('F');
  });

  it('does not reach prototype properties through paths', () => {
    expect(out('{constructor}{a.__proto__}{a.toString}', { a: {} })).toBe('');
  });

  it('emits meta characters and whitespace directives', () => {
    expect(out('{.meta-left}{.space}{.tab}{.newline}{.meta-right}', {})).toBe('{ \t\n}');
  });

  it('records an unknown formatter and keeps rendering', () => {
    const r = render('a{x|nope}b', { x: 1 });
    expect(r.output).toBe('ab');
    expect(r.errors).toEqual([
      { stage: 'execute', message: "Unknown formatter 'nope'", line: 1, column: 2 },
    ]);
  });

  it('records an unknown predicate as false', () => {
    const r = render('{.nope?}y{.or}n{.end}', {});
    expect(r.output).toBe('n');
    expect(r.errors[0]?.message).toBe("Unknown predicate 'nope?'");
  });

  it('records a missing partial', () => {
    const r = render('[{@|apply missing}]', {});
    expect(r.output).toBe('[]');
    expect(r.errors[0]?.message).toBe("Partial 'missing' not found");
  });

  it('stops partial recursion at depth 16 and says so', () => {
    const r = render('{.macro m}x{@|apply m}{.end}{@|apply m}', {});
    expect(r.output).toBe('x'.repeat(16));
    expect(r.errors[0]?.message).toBe("Partial 'm' exceeds the maximum recursion depth of 16");
  });

  it('bounds loop work with maxSteps', () => {
    const data = { xs: Array.from({ length: 1000 }, (_, i) => i) };
    const r = render('{.repeated section xs}{@}{.end}', data, { limits: { maxSteps: 100 } });
    expect(r.output.length).toBeLessThan(200);
    expect(r.errors[0]?.message).toContain('maximum of 100 steps');
  });

  it('bounds exponential macro fan-out by steps', () => {
    const fan = '{.macro m}{@|apply m}{@|apply m}{@|apply m}{.end}{@|apply m}';
    const r = render(fan, {}, { limits: { maxSteps: 10_000 } });
    expect(r.errors.some((e) => e.message.includes('steps'))).toBe(true);
  });

  it('bounds output size', () => {
    const r = render(
      '{.repeated section xs}0123456789{.end}',
      { xs: Array(100).fill(1) },
      {
        limits: { maxOutput: 50 },
      },
    );
    expect(r.output).toHaveLength(50);
    expect(r.errors[0]?.message).toContain('Output exceeds');
  });

  it('runs a precompiled tree and reuses it across renders', () => {
    const code = JSON.parse(
      JSON.stringify(compile('{.repeated section xs}{@}{.end}').code),
    ) as RootInst;
    const engine = new Engine();
    expect(engine.execute(code, { xs: [1, 2] }).output).toBe('12');
    expect(engine.execute(code, { xs: [3] }).output).toBe('3');
  });

  it('reports a malformed tree instead of throwing', () => {
    const bad = [17, 1, [[1, 'not a path', 0]], 18] as unknown as RootInst;
    const r = new Engine().execute(bad, {});
    expect(r.output).toBe('');
    expect(r.errors[0]?.message).toContain('Malformed instruction');
  });

  it('includes a macro in the current scope, emitting only with output', () => {
    const src = '{.macro m}<{.eval @v = 2}>{.end}{.include m}{@v}{.include m output}';
    expect(out(src, {})).toBe('2<>');
  });

  it('injects parsed JSON and reports missing files', () => {
    const r = render(
      '{.inject @a a.json}{@a.k}{.inject @b b.json}',
      {},
      { injects: { 'a.json': '{"k":7}' } },
    );
    expect(r.output).toBe('7');
    expect(r.errors[0]?.message).toBe("Inject 'b.json' not found");
  });

  it('hides caller scopes from private partials', () => {
    const partials = { p: '{x}/{y}' };
    expect(out('{o|apply p}', { o: { x: 1 }, y: 2 }, { partials })).toBe('1/2');
    expect(out('{o|apply p private}', { o: { x: 1 }, y: 2 }, { partials })).toBe('1/');
  });

  it('uses per-call formatter and predicate tables', () => {
    const r = render(
      '{.big? n}{n|twice}{.end}',
      { n: 5 },
      {
        formatters: { twice: (v) => Number(v) * 2 },
        predicates: { 'big?': (args, ctx) => Number(ctx.argument(args[0] as string)) > 3 },
      },
    );
    expect(r).toEqual({ output: '10', errors: [] });
  });

  it('records a throwing formatter and continues', () => {
    const engine = new Engine({
      formatters: [
        {
          boom: () => {
            throw new Error('bad');
          },
        },
      ],
    });
    const r = engine.render('a{x|boom}b', { x: 'v' });
    expect(r.output).toBe('avb');
    expect(r.errors[0]?.message).toBe("Formatter 'boom' failed: bad");
  });

  it("links a tree against each engine's own formatters", () => {
    const code = compile('{.repeated section xs}{@|f}{.end}').code;
    const upper = new Engine({ formatters: [{ f: (v) => String(v).toUpperCase() }] });
    const twice = new Engine({ formatters: [{ f: (v) => `${String(v)}${String(v)}` }] });
    const data = { xs: ['a', 'b'] };
    expect(upper.execute(code, data).output).toBe('AB');
    expect(twice.execute(code, data).output).toBe('aabb');
    expect(upper.execute(code, data).output).toBe('AB');
  });

  it('applies per-call formatters to that call only', () => {
    const engine = new Engine({ formatters: [{ f: () => 'engine' }] });
    const code = compile('{x|f}').code;
    expect(engine.execute(code, { x: 1 }, { formatters: { f: () => 'call' } }).output).toBe('call');
    expect(engine.execute(code, { x: 1 }).output).toBe('engine');
  });

  it("resolves predicate arguments against each render's data", () => {
    const code = compile('{.equal? n 1}one{.or equal? n "two"}two{.or}other{.end}').code;
    const engine = new Engine({
      predicates: [
        {
          'equal?': (args, ctx) =>
            ctx.argument(args[0] as string) === ctx.argument(args[1] as string),
        },
      ],
    });
    expect([1, 'two', 3].map((n) => engine.execute(code, { n }).output)).toEqual([
      'one',
      'two',
      'other',
    ]);
  });

  it('stops at the step limit inside nested blocks and keeps what rendered', () => {
    const data = { xs: Array.from({ length: 50 }, (_, i) => ({ v: i })) };
    const src = '{.repeated section xs}{.section @}[{v}]{.end}{.end}';
    const r = render(src, data, { limits: { maxSteps: 20 } });
    // 1 step for the loop, 4 per item (section, '[', {v}, ']'): the 21st is item 4's ']'.
    expect(r.output).toBe('[0][1][2][3][4');
    expect(r.errors.map((e) => e.message)).toEqual(['Render exceeds the maximum of 20 steps']);
  });
});
