/** The storefront-template command line, called in process. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './cli';

function run(argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-template-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('storefront-template CLI', () => {
  const data = file('data.json', '{"name": "<Ann>", "n": 3}');
  mkdirSync(join(dir, 'partials'), { recursive: true });
  file('partials/card.html', '[{name}]');

  it('renders a template with partials and exits 0', () => {
    const tpl = file('ok.html', 'Hi {name|html} {@|apply card}');
    const r = run(['render', tpl, data, '--partials', join(dir, 'partials')]);
    expect(r).toEqual({ code: 0, out: 'Hi &lt;Ann&gt; [<Ann>]', err: '' });
  });

  it('keeps the numbers of a data file as written: 1.0 prints 1.0 and is plural other', () => {
    const numbers = file(
      'numbers.json',
      '{"n": 1.0, "one": 1, "m": "{0 plural one{# ONE} other{# OTHER}}"}',
    );
    const tpl = file('numbers.html', '{n} {m|message n}, {m|message one}');
    expect(run(['render', tpl, numbers])).toEqual({
      code: 0,
      out: '1.0 1.0 OTHER, 1 ONE',
      err: '',
    });
  });

  it('prints syntax errors with file, line and column and exits 1', () => {
    const tpl = file('bad.html', 'a\n  {.end}');
    const r = run(['render', tpl, data]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `${tpl}:2:3: syntax error: Unexpected {.end} with no open block\n2 |   {.end}\n  |   ^\n`,
    );
  });

  it('prints the compiled tree, pretty on request', () => {
    const tpl = file('c.html', '{n}');
    expect(run(['compile', tpl]).out).toBe('[17,1,[[1,[["n"]],0]],18]\n');
    expect(run(['compile', tpl, '--pretty']).out).toBe('[17, 1, [\n  [1, [["n"]], 0]\n], 18]\n');
  });

  it('checks conformance golden files', () => {
    const golden = file('case.html', ':TEMPLATE\n{a}!\n\n:JSON\n{"a": 1}\n\n:OUTPUT\n1!\n');
    expect(run(['check', golden])).toEqual({ code: 0, out: `pass ${golden}\n`, err: '' });
  });

  it('shows usage and exits 2 without a command', () => {
    const r = run([]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('Usage:');
  });
});
