/** Tests of the core formatters. */
import { describe, expect, it } from 'vitest';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const out = (src: string, data: unknown): string => engine.render(src, data).output;

describe('core formatters', () => {
  it('format fills numbered placeholders from variables and drops bad ones', () => {
    expect(out('{m|format a b}', { m: '{1}-{0}-{2}-{x}', a: 'A', b: 'B' })).toBe('B-A--');
  });

  it('smartypants curls quotes and turns double dashes into em dashes', () => {
    expect(out('{@|smartypants}', `'Hi' -- it's "ok"`)).toBe(
      '\u2018Hi\u2019 \u2014 it\u2019s \u201cok\u201d',
    );
  });

  it('round, mod and pluralize read numbers as the other template rules do', () => {
    expect(out('{n|round}', { n: '2.6' })).toBe('3');
    expect(out('{b|round}', { b: true })).toBe('1');
    expect(out('{n|mod 3}', { n: 7 })).toBe('1');
    expect(out('{n|pluralize}', { n: '1' })).toBe('');
    expect(out('{n|pluralize}', { n: 2 })).toBe('s');
  });

  it('line-breaks turns newlines into <br/>', () => {
    expect(out('{@|line-breaks}', 'a\nb')).toBe('a<br/>b');
  });

  it('find-first and find-last pick items whose path is truthy, directly or through a table', () => {
    const data = {
      xs: [
        { ok: false, n: 1 },
        { ok: true, n: 2 },
        { ok: true, n: 3 },
      ],
      ids: ['a', 'b', 'c'],
      table: { a: { on: 0 }, b: { on: 1 }, c: { on: 1 } },
    };
    expect(out('{xs|find-first ok|prop n}', data)).toBe('2');
    expect(out('{xs|find-last ok|prop n}', data)).toBe('3');
    expect(out('{ids|find-first table on}', data)).toBe('b');
    expect(out('{ids|find-last}', data)).toBe('c');
  });

  it('mod divides by 2 unless given a non-zero divisor', () => {
    expect(out('{@|mod} {@|mod 3} {@|mod 0}', 7)).toBe('1 1 1');
  });

  it('lookup follows the path named by a variable, inside the value first', () => {
    const data = { key: 'size.w', product: { size: { w: 40 } }, size: { w: 1 } };
    expect(out('{product|lookup key}', data)).toBe('40');
    expect(out('{product|lookup nothing}', data)).toBe('');
  });

  it('slugify keeps letters, digits and dashes and joins words with dashes', () => {
    expect(out('{@|slugify}', 'Hello, World_2  Now')).toBe('hello-world2-now');
  });
});
