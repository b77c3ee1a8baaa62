/** The template engine: compiles and executes templates with its formatter and predicate tables. */
import { compileSource } from './compile';
import type { CompileResult } from './compile';
import { Context } from './context';
import type { PartialLookup } from './context';
import type { TemplateError } from './errors';
import { Linker } from './execute';
import type { TemplateModule } from './execute';
import { languageFormatters } from './formatters.language';
import type { RootInst } from './instructions';
import type { Limits } from './limits';
import { resolveLimits } from './limits';
import type { Formatter, FormatterTable, Predicate, PredicateTable } from './plugins';
import { tableMap } from './plugins';
import { validateTree } from './validate';

export interface EngineOptions {
  /** Formatter tables, one per domain; later tables override earlier ones. */
  readonly formatters?: readonly FormatterTable[];
  /** Predicate tables, one per domain; later tables override earlier ones. */
  readonly predicates?: readonly PredicateTable[];
}

export interface CompileOptions {
  readonly limits?: Partial<Limits>;
}

export interface ExecuteOptions extends CompileOptions {
  /** @default 'en' */
  readonly locale?: string;
  /** @default 'America/New_York' */
  readonly timeZone?: string;
  /** Clock for relative dates, epoch ms. @default Date.now() */
  readonly now?: number;
  /** Partials by name: source text or a compiled tree. */
  readonly partials?: Readonly<Record<string, string | RootInst>>;
  /** Files for `{.inject}` by path. */
  readonly injects?: Readonly<Record<string, string>>;
  /** Extra formatters for this call only. */
  readonly formatters?: FormatterTable;
  /** Extra predicates for this call only. */
  readonly predicates?: PredicateTable;
  /** Source the tree was compiled from, so execution errors get line and column. */
  readonly source?: string;
}

export interface ExecuteResult {
  readonly output: string;
  readonly errors: TemplateError[];
}

const PARTIAL_CACHE_SIZE = 256;
const NO_PARTIALS: Readonly<Record<string, string | RootInst>> = {};

/**
 * Compiles and executes templates with a fixed set of formatter and predicate tables.
 * It holds caches only, never per-render state, so one engine serves any number of renders.
 * @example
 * const engine = new Engine({ formatters: [coreFormatters], predicates: [corePredicates] });
 * const { output, errors } = engine.render('Hi {name|html}', { name: 'Ann' });
 */
export class Engine {
  declare private readonly formatters: Map<string, Formatter>;
  declare private readonly predicates: Map<string, Predicate>;
  private readonly partialCache = new Map<string, CompileResult>();
  private readonly valid = new WeakSet<object>();
  /** Trees linked against this engine's tables, reused by every render. */
  declare private readonly linker: Linker;

  constructor(options: EngineOptions = {}) {
    this.formatters = tableMap([languageFormatters, ...(options.formatters ?? [])]);
    this.predicates = tableMap(options.predicates ?? []);
    this.linker = new Linker(this.formatters, this.predicates);
  }

  compile(source: string, options?: CompileOptions): CompileResult {
    return compileSource(String(source), resolveLimits(options?.limits).maxNesting);
  }

  /**
   * Executes a compiled tree, or a template compiled ahead of time to a module (`storefront-template
   * compile --emit module`), which renders the same output faster.
   */
  execute(
    compiled: RootInst | TemplateModule,
    data: unknown,
    options: ExecuteOptions = {},
  ): ExecuteResult {
    const mod = Array.isArray(compiled) ? null : compiled;
    const code = mod === null ? (compiled as RootInst) : mod.code;
    const limits = resolveLimits(options.limits);
    const problem = this.check(code, limits.maxNesting);
    if (problem)
      return { output: '', errors: [{ stage: 'execute', message: problem, line: 0, column: 0 }] };
    const formatters = options.formatters
      ? new Map([...this.formatters, ...tableMap([options.formatters])])
      : this.formatters;
    const predicates = options.predicates
      ? new Map([...this.predicates, ...tableMap([options.predicates])])
      : this.predicates;
    // Per-call tables link the tree for this call only.
    const linker =
      formatters === this.formatters && predicates === this.predicates
        ? this.linker
        : new Linker(formatters, predicates);
    const ctx = new Context(
      {
        formatters,
        predicates,
        limits,
        locale: options.locale ?? 'en',
        timeZone: options.timeZone ?? 'America/New_York',
        now: options.now ?? Date.now(),
        partial: this.partialLookup(options.partials ?? NO_PARTIALS, limits.maxNesting),
        injects: options.injects ?? {},
        run: (c, block) => linker.block(block)(c),
      },
      data,
    );
    const source = options.source ?? mod?.source;
    if (source !== undefined) ctx.sources.set(code, source);
    try {
      (mod === null ? linker.block(code[2]) : linker.module(mod))(ctx);
    } catch (e) {
      // Only reachable through exhausted host resources (e.g. stack depth); keep what rendered.
      ctx.error(`Render aborted: ${e instanceof Error ? e.message : String(e)}`);
    }
    return { output: ctx.out, errors: ctx.errors };
  }

  render(source: string, data: unknown, options: ExecuteOptions = {}): ExecuteResult {
    const compiled = this.compile(source, options);
    const result = this.execute(compiled.code, data, { ...options, source });
    return {
      output: result.output,
      errors: [...compiled.errors, ...result.errors],
    };
  }

  private check(code: RootInst, maxNesting: number): string | null {
    if (this.valid.has(code)) return null;
    const problem = validateTree(code, maxNesting);
    if (!problem) this.valid.add(code);
    return problem;
  }

  private compilePartial(source: string, maxNesting: number): CompileResult {
    let result = this.partialCache.get(source);
    if (!result) {
      result = compileSource(source, maxNesting);
      if (this.partialCache.size >= PARTIAL_CACHE_SIZE) {
        this.partialCache.delete(this.partialCache.keys().next().value as string);
      }
      this.partialCache.set(source, result);
    }
    return result;
  }

  private partialLookup(
    partials: Readonly<Record<string, string | RootInst>>,
    maxNesting: number,
  ): PartialLookup {
    return (name) => {
      const partial = Object.hasOwn(partials, name) ? partials[name] : undefined;
      if (partial === undefined) return { error: `Partial '${name}' not found` };
      if (typeof partial !== 'string') {
        const problem = this.check(partial, maxNesting);
        return problem ? { error: `Partial '${name}': ${problem}` } : { root: partial };
      }
      const { code, errors } = this.compilePartial(partial, maxNesting);
      const first = errors[0];
      return first
        ? {
            error: `Partial '${name}' has a syntax error at ${first.line}:${first.column}: ${first.message}`,
          }
        : { root: code, source: partial };
    };
  }
}
