import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { runCase } from './conformance';
import { loadCorpusFile } from './corpus';
import { emitModule } from './emit-module';
import type { TemplateError } from './errors';
import { prettyPrint } from './pretty';
import { createStandardEngine } from './standard';

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

const USAGE = `Usage:
  storefront-template render TEMPLATE JSON [--partials DIR] [--locale L] [--tz ZONE] [--now MS]
  storefront-template compile TEMPLATE [--pretty] [--emit tree|module]
  storefront-template check CASE_FILE...   (conformance golden files)
`;

const stdio: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

function parseArgs(argv: readonly string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--pretty') flags.set('pretty', '');
    else if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      if (eq > 0) flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      else flags.set(arg.slice(2), argv[++i] ?? '');
    } else positional.push(arg);
  }
  return { positional, flags };
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

function report(io: CliIo, file: string, errors: readonly TemplateError[]): boolean {
  let syntax = false;
  for (const e of errors) {
    syntax ||= e.stage === 'syntax';
    const where = e.template ? `${file} (${e.template})` : file;
    io.err(`${where}:${e.line}:${e.column}: ${e.stage} error: ${e.message}\n`);
  }
  return syntax;
}

/** Runs the command line; returns the exit code (1 on syntax errors, 2 on usage errors). */
export function main(argv: readonly string[], io: CliIo = stdio): number {
  const { positional, flags } = parseArgs(argv);
  const [command, ...files] = positional;
  const engine = createStandardEngine();
  try {
    switch (command) {
      case 'render': {
        const [templateFile, jsonFile] = files;
        if (!templateFile || !jsonFile) break;
        const data = JSON.parse(readFileSync(jsonFile, 'utf8')) as unknown;
        const source = readFileSync(templateFile, 'utf8');
        const compiled = engine.compile(source);
        const partialsDir = flags.get('partials');
        const now = flags.get('now');
        const result = engine.execute(compiled.code, data, {
          source,
          ...(partialsDir ? { partials: readPartials(partialsDir) } : {}),
          ...(flags.has('locale') ? { locale: flags.get('locale') as string } : {}),
          ...(flags.has('tz') ? { timeZone: flags.get('tz') as string } : {}),
          ...(now !== undefined ? { now: Number(now) } : {}),
        });
        io.out(result.output);
        return report(io, templateFile, [...compiled.errors, ...result.errors]) ? 1 : 0;
      }
      case 'compile': {
        const [templateFile] = files;
        if (!templateFile) break;
        const source = readFileSync(templateFile, 'utf8');
        const compiled = engine.compile(source);
        const emit = flags.get('emit') ?? 'tree';
        if (emit !== 'tree' && emit !== 'module') break;
        io.out(
          emit === 'module'
            ? emitModule(compiled.code, source, basename(templateFile))
            : (flags.has('pretty') ? prettyPrint(compiled.code) : JSON.stringify(compiled.code)) +
                '\n',
        );
        return report(io, templateFile, compiled.errors) ? 1 : 0;
      }
      case 'check': {
        if (files.length === 0) break;
        let failed = 0;
        for (const file of files) {
          const result = runCase(engine, loadCorpusFile(file));
          if (!result.pass) failed++;
          io.out(`${result.pass ? 'pass' : 'FAIL'} ${file}\n`);
          if (!result.pass && result.detail) io.out(`${result.detail}\n`);
        }
        return failed > 0 ? 1 : 0;
      }
    }
  } catch (e) {
    io.err(`storefront-template: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  io.err(USAGE);
  return 2;
}
