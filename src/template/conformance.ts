/** Runs one conformance corpus case against an engine and reports its result. */
import type { CorpusCase } from './corpus';
import { caseParams } from './corpus';
import type { Engine } from './engine';
import type { RootInst } from './instructions';
import { prettyPrint } from './pretty';
import { deepEqual } from './values';
import { readJson } from './written-number';

export interface CaseResult {
  readonly pass: boolean;
  readonly detail?: string;
}

const squeeze = (s: string): string => s.replace(/\s+/g, '');

function parseJson<T>(text: string | undefined, fallback: T): T {
  return text === undefined || text.trim() === '' ? fallback : (JSON.parse(text) as T);
}

/** Runs one corpus case against an engine, by the rules of the corpus README. */
export function runCase(engine: Engine, c: CorpusCase): CaseResult {
  const s = c.sections;
  // Tree cases compare the template without the blank lines that separate the sections.
  const template = c.kind === 'render' ? (s.TEMPLATE ?? '') : (s.TEMPLATE ?? '').trim();
  const compiled = engine.compile(template);
  const syntax = compiled.errors.find((e) => e.stage === 'syntax');
  if (c.kind === 'ast' || c.kind === 'pretty') {
    if (syntax) return { pass: false, detail: `syntax error: ${syntax.message}` };
    if (c.kind === 'ast') {
      const expected = parseJson<unknown>(s.JSON, null);
      return deepEqual(compiled.code, expected)
        ? { pass: true }
        : { pass: false, detail: JSON.stringify(compiled.code) };
    }
    const actual = prettyPrint(compiled.code as RootInst);
    const expected = (s.JSON ?? '').trim();
    // The corpus's second pretty file indents by hand; compare exactly, else ignoring layout.
    return actual === expected || squeeze(actual) === squeeze(expected)
      ? { pass: true, detail: actual === expected ? 'exact' : 'layout' }
      : { pass: false, detail: actual };
  }
  if (syntax)
    return {
      pass: false,
      detail: `syntax error ${syntax.line}:${syntax.column}: ${syntax.message}`,
    };
  const partials = parseJson<Record<string, string>>(s.PARTIALS, {});
  for (const [name, source] of Object.entries(partials)) {
    const err = engine.compile(source).errors.find((e) => e.stage === 'syntax');
    if (err) return { pass: false, detail: `partial ${name} syntax error: ${err.message}` };
  }
  const params = caseParams(s);
  // The platform reads the data keeping each number as written (`1.0` is not `1`).
  const data = s.JSON === undefined || s.JSON.trim() === '' ? {} : readJson(s.JSON);
  const result = engine.execute(compiled.code, data, {
    partials,
    injects: parseJson<Record<string, string>>(s.INJECT, {}),
    locale: params.locale ?? 'en',
    ...(params.now !== undefined ? { now: Number(params.now) } : {}),
  });
  const actual = result.output.trim();
  return actual === (s.OUTPUT ?? '').trim() ? { pass: true } : { pass: false, detail: actual };
}
