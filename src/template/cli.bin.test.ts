/** The storefront-template command as a template author runs it: the bin spawned, its streams and exit code read. */
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/storefront-template.js');
const dir = mkdtempSync(join(tmpdir(), 'storefront-template-bin-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

interface Run {
  code: number | null;
  out: string;
  err: string;
}

function start(args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [BIN, ...args], { cwd: dir });
}

function run(args: string[]): Promise<Run> {
  return new Promise((done) => {
    const child = start(args);
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('close', (code) => done({ code, out, err }));
  });
}

const data = file('data.json', '{"name": "Ann", "n": 1}');
const unknown = file('unknown.html', 'Hi {name}\n  {n|nope}\n{.is-it? n}x{.end}\n');
const syntax = file('syntax.html', 'a\n\t{.end}\n');
const golden = file('case.html', ':TEMPLATE\n{a|bogus}\n\n:JSON\n{"a": 1}\n\n:OUTPUT\n1\n');
const runs: Record<string, Run> = {};
const commands: Record<string, string[]> = {
  help: ['--help'],
  version: ['--version'],
  flag: ['render', unknown, data, '--colour', 'red'],
  compile: ['compile', unknown],
  module: ['compile', file('ok.html', '{name}'), '--emit', 'module'],
  check: ['check', golden],
  locale: ['render', file('ok2.html', '{name}'), data, '--locale', 'en_US!'],
  syntax: ['render', syntax, data],
};

beforeAll(async () => {
  // One process per behaviour, all at once: the suite waits for the slowest, not the sum.
  const results = await Promise.all(Object.values(commands).map(run));
  Object.keys(commands).forEach((key, i) => (runs[key] = results[i] as Run));
}, 120_000);

describe('storefront-template (the bin)', () => {
  it('--help prints the usage on stdout and exits 0', () => {
    expect(runs.help?.code).toBe(0);
    expect(runs.help?.out).toMatch(/^Usage:\n {2}storefront-template render TEMPLATE JSON/);
    expect(runs.help?.out).toContain('--emit tree|module');
    expect(runs.help?.err).toBe('');
  });

  it('--version prints the package version', () => {
    expect(runs.version).toEqual({ code: 0, out: 'storefront-template 0.1.0\n', err: '' });
  });

  it('an unknown option is an error naming it (exit 2), nothing is rendered', () => {
    expect(runs.flag).toEqual({
      code: 2,
      out: '',
      err: "storefront-template: unknown option '--colour' for render (see --help)\n",
    });
  });

  it('compile reports every unknown formatter and predicate with line, column and a caret (exit 1)', () => {
    expect(runs.compile?.code).toBe(1);
    expect(runs.compile?.out).toBe('');
    expect(runs.compile?.err).toBe(
      `${unknown}:2:3: compile error: Unknown formatter 'nope'\n2 |   {n|nope}\n  |   ^\n` +
        `${unknown}:3:1: compile error: Unknown predicate 'is-it?'\n3 | {.is-it? n}x{.end}\n  | ^\n`,
    );
  });

  it('compile --emit module prints an ES module', () => {
    expect(runs.module?.code).toBe(0);
    expect(runs.module?.out).toMatch(/^\/\*\* ok\.html compiled by storefront-template/);
    expect(runs.module?.out).toContain('export default { code, source, link };');
    expect(runs.module?.out).not.toMatch(/\beval\(|new Function/);
  });

  it('check fails a golden file whose template names an unknown formatter, at its line in the file', () => {
    expect(runs.check?.code).toBe(1);
    expect(runs.check?.out).toMatch(new RegExp(`^FAIL ${golden}\n`));
    expect(runs.check?.err).toBe(
      `${golden}:2:1: compile error: Unknown formatter 'bogus'\n2 | {a|bogus}\n  | ^\n`,
    );
  });

  it('an invalid --locale is an error (exit 2)', () => {
    expect(runs.locale).toEqual({
      code: 2,
      out: '',
      err: "storefront-template: invalid --locale 'en_US!': expected a BCP 47 tag such as en-US (see --help)\n",
    });
  });

  it('a syntax error prints the offending line with a caret under the column, tabs kept', () => {
    expect(runs.syntax?.code).toBe(1);
    expect(runs.syntax?.err).toBe(
      `${syntax}:2:2: syntax error: Unexpected {.end} with no open block\n2 | \t{.end}\n  | \t^\n`,
    );
  });
});

describe('storefront-template render --watch', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  afterAll(() => child?.kill());

  it('renders again when the template, the data or a partial changes', async () => {
    mkdirSync(join(dir, 'parts'), { recursive: true });
    file('parts/p.html', '[p1]');
    const tpl = file('watched.html', 'v1 {name}{@|apply p}');
    child = start(['render', tpl, data, '--partials', join(dir, 'parts'), '--watch']);
    let out = '';
    const waiting: { text: string; done: () => void }[] = [];
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      for (const w of waiting.filter((x) => out.includes(x.text))) w.done();
    });
    const seen = (text: string) =>
      new Promise<void>((done) => (out.includes(text) ? done() : waiting.push({ text, done })));
    // A change made while the machine is loaded can land before the watcher sees files settle:
    // write again until the new output shows (at most a few times), as an author saving twice.
    const after = async (write: () => void, text: string) => {
      for (let attempt = 0; attempt < 5 && !out.includes(text); attempt++) {
        write();
        await Promise.race([seen(text), new Promise((wait) => setTimeout(wait, 4000))]);
      }
      expect(out).toContain(text);
    };
    await seen('v1 Ann[p1]');
    await after(() => writeFileSync(tpl, 'v2 {name}{@|apply p}'), 'v2 Ann[p1]');
    await after(() => writeFileSync(data, '{"name": "Bo"}'), 'v2 Bo[p1]');
    await after(() => writeFileSync(join(dir, 'parts/p.html'), '[p2]'), 'v2 Bo[p2]');
    expect(child.exitCode).toBe(null);
  }, 60_000);
});
