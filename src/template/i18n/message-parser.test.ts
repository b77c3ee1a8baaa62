/** Tests of the message parser. */
import { describe, expect, it } from 'vitest';
import { parseMessage } from './message-parser';

describe('parseMessage', () => {
  it('splits text, plain arguments and formatted arguments with options', () => {
    const [text, plain, formatted] = parseMessage('Hi {name}{0 decimal style:short maxfrac:1}');
    expect(text).toBe('Hi ');
    expect(plain).toMatchObject({ names: ['name'], type: '' });
    expect(formatted).toMatchObject({ names: ['0'], type: 'decimal' });
    expect(formatted).toMatchObject({ options: ['style:short', 'maxfrac:1'] });
  });

  it('reads plural branches with #, nested arguments, exact keys and an offset', () => {
    const [arg] = parseMessage('{0 plural offset:1 =0 {none} one{# and {1}} other {#}}');
    const plural = arg as Exclude<typeof arg, string | 0 | undefined>;
    expect(plural.offset).toBe(1);
    expect([...plural.branches.keys()]).toEqual(['=0', 'one', 'other']);
    expect(plural.branches.get('one')).toEqual([
      0,
      ' and ',
      expect.objectContaining({ names: ['1'] }),
    ]);
  });

  it('treats # as text outside plurals and quotes braces', () => {
    expect(parseMessage("#1 '{literal}' it''s")).toEqual(["#1 {literal} it's"]);
  });

  it('takes several argument names separated by semicolons', () => {
    expect(parseMessage('{0;1 datetime-interval}')[0]).toMatchObject({ names: ['0', '1'] });
  });

  it('throws on unclosed arguments and branches', () => {
    expect(() => parseMessage('{0 plural one{x}')).toThrow(/Unterminated|Expected/);
    expect(() => parseMessage('{0 plural one x}')).toThrow(/Expected '\{'/);
    expect(() => parseMessage('{}')).toThrow(/Missing argument name/);
  });

  it('returns the cached tree for the same message', () => {
    expect(parseMessage('{a} b')).toBe(parseMessage('{a} b'));
  });
});
