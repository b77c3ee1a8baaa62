/** The `storefront-template` command line: render, compile (a tree or an ES module) and check templates. */
import { readdirSync, readFileSync, statSync, watch } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { runCase } from './conformance';
import { loadCorpusFile } from './corpus';
import { emitModule } from './emit-module';
import { caretLines } from './errors';
import type { TemplateError } from './errors';
import { languageFormatters } from './formatters.language';
import { unknownNames } from './lint';
import { prettyPrint } from './pretty';
import { createStandardEngine, standardFormatters, standardPredicates } from './standard';
import { readJson } from './written-number';

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const USAGE = `Usage:
  storefront-template render TEMPLATE JSON [--partials DIR] [--locale L] [--tz ZONE] [--now MS] [--watch]
  storefront-template compile TEMPLATE [--pretty] [--emit tree|module]
  storefront-template check CASE_FILE...   (conformance golden files)
  storefront-template --help | --version

  render    prints the output; --watch renders again whenever the template, the JSON or a
            partial changes (Ctrl-C stops)
  compile   prints the instruction tree (--pretty: one instruction a line), or with
            --emit module an ES module of plain functions that engine.execute runs (no eval)
  check     runs golden files of the conformance corpus

Errors print as FILE:LINE:COLUMN with the offending line and a caret. Exit codes: 0 done,
1 template errors (syntax, unknown formatters or predicates, failed cases), 2 usage errors.
`;

/** The options each command takes; `true` marks the ones without a value. */
const OPTIONS: Readonly<Record<string, Readonly<Record<string, boolean>>>> = {
  render: { partials: false, locale: false, tz: false, now: false, watch: true },
  compile: { pretty: true, emit: false },
  check: {},
};

/** `main`'s result while `render --watch` keeps running. */
export const WATCHING = -1;

const stdio: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

class UsageError extends Error {}

interface Args {
  readonly positional: string[];
  readonly flags: Map<string, string>;
}

function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  const command = argv.find((arg) => !arg.startsWith('-'));
  const allowed = OPTIONS[command ?? ''] ?? {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq > 0 ? eq : undefined);
    if (!arg.startsWith('--') || !Object.hasOwn(allowed, name)) {
      throw new UsageError(
        `unknown option '${arg}'${command && OPTIONS[command] ? ` for ${command}` : ''}`,
      );
    }
    if (allowed[name] === true) {
      if (eq > 0) throw new UsageError(`option '--${name}' takes no value`);
      flags.set(name, '');
    } else {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`option '--${name}' needs a value`);
      flags.set(name, value);
    }
  }
  return { positional, flags };
}

/** `locale` as a well-formed BCP 47 tag the engine can format for. */
function checkLocale(locale: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(locale);
    if (canonical !== undefined) return canonical;
  } catch {
    // reported below
  }
  throw new UsageError(`invalid --locale '${locale}': expected a BCP 47 tag such as en-US`);
}

function readPartials(dir: string): Record<string, string> {
  const partials: Record<string, string> = {};
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (!statSync(full).isFile()) continue;
    const source = readFileSync(full, 'utf8');
    partials[entry] = source;
    const bare = basename(entry, extname(entry));
    if (!(bare in partials)) partials[bare] = source;
  }
  return partials;
}

interface Located {
  readonly file: string;
  readonly source: string;
  /** Lines of the file before the source starts. */
  readonly lineOffset?: number;
}

/** Prints errors as FILE:LINE:COLUMN with the line and a caret; true when any is fatal. */
function report(
  io: CliIo,
  main: Located,
  errors: readonly TemplateError[],
  partials: Readonly<Record<string, Located>> = {},
): boolean {
  let fatal = false;
  for (const e of errors) {
    fatal ||= e.stage !== 'execute';
    const partial = e.template !== undefined ? partials[e.template] : undefined;
    const at = partial ?? main;
    const where = e.template !== undefined && !partial ? `${main.file} (${e.template})` : at.file;
    const line = e.line > 0 ? e.line + (at.lineOffset ?? 0) : 0;
    io.err(`${where}:${line}:${e.column}: ${e.stage} error: ${e.message}\n`);
    if (e.line > 0) io.err(caretLines(at.source, e.line, e.column, at.lineOffset));
  }
  return fatal;
}

const known = {
  formatters: new Set([languageFormatters, ...standardFormatters].flatMap(Object.keys)),
  predicates: new Set(standardPredicates.flatMap(Object.keys)),
};

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Runs the command line; returns the exit code (0 done, 1 template errors, 2 usage errors), or
 * `WATCHING` while `render --watch` keeps rendering.
 */
export function main(argv: readonly string[], io: CliIo = stdio): number {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (argv.length === 1 && argv[0] === '--version') {
    io.out(`storefront-template ${version()}\n`);
    return 0;
  }
  const engine = createStandardEngine();
  try {
    const { positional, flags } = parseArgs(argv);
    const [command, ...files] = positional;
    switch (command) {
      case 'render': {
        const [templateFile, jsonFile] = files;
        if (!templateFile || !jsonFile || files.length > 2) break;
        const locale = flags.has('locale') ? checkLocale(flags.get('locale') as string) : null;
        const now = flags.get('now');
        if (now !== undefined && !Number.isFinite(Number(now))) {
          throw new UsageError(`invalid --now '${now}': expected epoch milliseconds`);
        }
        const partialsDir = flags.get('partials');
        const render = (): number => {
          const data = readJson(readFileSync(jsonFile, 'utf8'));
          const source = readFileSync(templateFile, 'utf8');
          const partials = partialsDir ? readPartials(partialsDir) : {};
          const compiled = engine.compile(source);
          const result = engine.execute(compiled.code, data, {
            source,
            partials,
            ...(locale !== null ? { locale } : {}),
            ...(flags.has('tz') ? { timeZone: flags.get('tz') as string } : {}),
            ...(now !== undefined ? { now: Number(now) } : {}),
          });
          io.out(result.output);
          const located = Object.fromEntries(
            Object.entries(partials).map(([name, text]) => [
              name,
              { file: join(partialsDir as string, name), source: text },
            ]),
          );
          const errors = [...compiled.errors, ...result.errors];
          return report(io, { file: templateFile, source }, errors, located) ? 1 : 0;
        };
        const code = render();
        if (!flags.has('watch')) return code;
        watchFiles([templateFile, jsonFile, ...(partialsDir ? [partialsDir] : [])], io, () => {
          try {
            render();
          } catch (e) {
            io.err(`storefront-template: ${e instanceof Error ? e.message : String(e)}\n`);
          }
        });
        return WATCHING;
      }
      case 'compile': {
        const [templateFile] = files;
        if (!templateFile || files.length > 1) break;
        const emit = flags.get('emit') ?? 'tree';
        if (emit !== 'tree' && emit !== 'module') {
          throw new UsageError(`invalid --emit '${emit}': expected tree or module`);
        }
        const source = readFileSync(templateFile, 'utf8');
        const compiled = engine.compile(source);
        const errors = compiled.errors.length > 0 ? compiled.errors : unknownNames(source, known);
        if (errors.length === 0) {
          io.out(
            emit === 'module'
              ? emitModule(compiled.code, source, basename(templateFile))
              : (flags.has('pretty') ? prettyPrint(compiled.code) : JSON.stringify(compiled.code)) +
                  '\n',
          );
        }
        return report(io, { file: templateFile, source }, errors) ? 1 : 0;
      }
      case 'check': {
        if (files.length === 0) break;
        let failed = 0;
        for (const file of files) {
          const c = loadCorpusFile(file);
          const text = readFileSync(file, 'utf8');
          const lineOffset = text.split('\n').findIndex((l) => l.trim() === ':TEMPLATE') + 1;
          const source = c.sections.TEMPLATE ?? '';
          const names = c.kind === 'render' ? unknownNames(source, known) : [];
          const result = runCase(engine, c);
          const pass = result.pass && names.length === 0;
          if (!pass) failed++;
          io.out(`${pass ? 'pass' : 'FAIL'} ${file}\n`);
          report(io, { file, source, lineOffset }, names);
          if (!result.pass && result.detail) io.out(`${result.detail}\n`);
        }
        return failed > 0 ? 1 : 0;
      }
      case undefined:
        break;
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    const usage = e instanceof UsageError;
    io.err(
      `storefront-template: ${e instanceof Error ? e.message : String(e)}${usage ? ' (see --help)' : ''}\n`,
    );
    return 2;
  }
  io.err(USAGE);
  return 2;
}

/** Calls `onChange` (once per burst of events) whenever one of `paths` changes. */
function watchFiles(paths: readonly string[], io: CliIo, onChange: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  for (const path of paths) {
    watch(path, () => {
      clearTimeout(timer);
      timer = setTimeout(onChange, 50);
    });
  }
  io.err(`storefront-template: watching ${paths.join(', ')} (Ctrl-C stops)\n`);
}
