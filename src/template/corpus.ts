/** The platform's conformance corpus: where it is, whether tests may run without it, and its golden files. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `STOREFRONT_CONFORMANCE_DIR`, or `../shared/conformance/template` beside the repository. */
export const CORPUS_DIR =
  process.env.STOREFRONT_CONFORMANCE_DIR ??
  resolve(repositoryRoot(), '../shared/conformance/template');

/** The repository's folder: from this module's file, or the working folder where a test
 * environment (happy-dom) gives modules a URL that is not a file. */
function repositoryRoot(): string {
  const root = new URL('../..', import.meta.url);
  return root.protocol === 'file:' ? fileURLToPath(root) : process.cwd();
}

/**
 * Whether the corpus at `dir` is there for the tests that read it. Outside CI a missing corpus
 * skips them with a warning (a checkout without the shared folder); in CI (`CI` set) it is an
 * error, so a suite that silently tested nothing cannot pass.
 * @throws Error in CI when the corpus is missing
 */
export function corpusPresent(dir = CORPUS_DIR, ci = Boolean(process.env.CI)): boolean {
  if (existsSync(dir)) return true;
  const message = `conformance corpus not found at ${dir} (set STOREFRONT_CONFORMANCE_DIR)`;
  if (ci) throw new Error(`${message}: the corpus tests must run in CI`);
  console.warn(`[template conformance] ${message}; skipping`);
  return false;
}

/** One golden file of the conformance corpus (format: the corpus README). */
export interface CorpusCase {
  /** Path relative to the corpus root, e.g. `core/eval-1.html`. */
  readonly name: string;
  /** `core`, `plugins` or `plugins/i18n`. */
  readonly family: string;
  readonly kind: 'render' | 'ast' | 'pretty' | 'other';
  readonly sections: Readonly<Record<string, string>>;
}

const MARKER = /^:([A-Za-z0-9_-]+)\s*$/;

/** Splits a golden file into its `:SECTION` bodies. */
export function parseCase(text: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let current: string | null = null;
  let lines: string[] = [];
  const close = (): void => {
    if (current !== null) sections[current] = lines.join('\n');
  };
  for (const line of text.split('\n')) {
    const m = MARKER.exec(line);
    if (m) {
      close();
      current = m[1] as string;
      lines = [];
    } else if (current !== null) lines.push(line);
  }
  close();
  return sections;
}

/** `PARAMS` (JSON) or `PROPERTIES` (Java properties) of a case. */
export function caseParams(sections: Readonly<Record<string, string>>): Record<string, string> {
  if (sections.PARAMS !== undefined) {
    const parsed = JSON.parse(sections.PARAMS) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  const params: Record<string, string> = {};
  for (const line of (sections.PROPERTIES ?? '').split('\n')) {
    const m = /^\s*([^#!=:\s][^=:]*?)\s*[=:]\s*(.*?)\s*$/.exec(line);
    if (m) params[m[1] as string] = m[2] as string;
  }
  return params;
}

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir).sort()) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'units') walk(full, out);
    } else if (/\.(html|txt)$/.test(entry)) out.push(full);
  }
}

/** Loads one golden file; `name` is how it is reported. */
export function loadCorpusFile(file: string, name = file): CorpusCase {
  const sections = parseCase(readFileSync(file, 'utf8'));
  const base = name.slice(name.lastIndexOf('/') + 1);
  const kind = base.startsWith('ast-')
    ? 'ast'
    : base.startsWith('pretty-')
      ? 'pretty'
      : sections.TEMPLATE !== undefined && sections.OUTPUT !== undefined
        ? 'render'
        : 'other';
  return { name, family: name.slice(0, Math.max(0, name.lastIndexOf('/'))), kind, sections };
}

/** Loads every case under the corpus root. */
export function loadCorpus(root: string): CorpusCase[] {
  const files: string[] = [];
  walk(root, files);
  return files.map((file) => loadCorpusFile(file, relative(root, file).split('\\').join('/')));
}
