/** The plugin interfaces: formatters, predicates, their tables and the render context. */
import type { Path } from './instructions';

/** Options for rendering a partial or macro from a formatter (`apply`). */
export interface PartialOptions {
  /** Hide the caller's scopes and variables from the partial. @default false */
  readonly isolated?: boolean;
  /** Bound to `@args` inside the partial. */
  readonly args?: Readonly<Record<string, string>>;
}

/**
 * What a formatter or predicate can see of the render in progress. It is only valid during
 * the call it is handed to.
 */
export interface RenderContext {
  /** BCP 47 locale of the render, e.g. `en-US`. @default 'en' */
  readonly locale: string;
  /** IANA time zone. @default 'America/New_York' */
  readonly timeZone: string;
  /** Clock for relative dates, epoch milliseconds. */
  readonly now: number;
  /**
   * Longest text a formatter may return (`Limits.maxOutput`); a longer result halts the render
   * with an error. A formatter whose work grows with its output stops once past it.
   */
  readonly maxOutput: number;
  /** The value of the current scope (`@`). */
  node(): unknown;
  /** Resolves a variable path from the current scope, as a tag would. */
  resolve(path: Path): unknown;
  /** Resolves dotted text such as `a.b.0` or `@.id`; missing is `undefined`. */
  lookup(name: string): unknown;
  /** A predicate or formatter argument: a JSON literal (`3`, `"x"`, `true`) or a variable. */
  argument(arg: string): unknown;
  /** Records an error at the tag being executed; rendering continues. */
  error(message: string): void;
  /** Renders a partial or macro with `node` as its scope; '' (and an error) if it fails. */
  renderPartial(name: string, node: unknown, options?: PartialOptions): string;
}

/**
 * Turns a value into another: `{price|money}`. `values` holds every variable of a
 * multi-variable tag (`{a, b|f}`) and is empty for a single variable.
 * @example const upper: Formatter = (value) => String(value).toUpperCase();
 */
export type Formatter = (
  value: unknown,
  args: readonly string[],
  ctx: RenderContext,
  values: readonly unknown[],
) => unknown;

/**
 * A condition: `{.equal? a b}` calls the `equal?` predicate with `['a', 'b']`.
 * @example const always: Predicate = () => true;
 */
export type Predicate = (args: readonly string[], ctx: RenderContext) => boolean;

/** Formatters by name (`'json-pretty'`), one table per domain. */
export type FormatterTable = Readonly<Record<string, Formatter>>;
/** Predicates by name including the `?` (`'equal?'`), one table per domain. */
export type PredicateTable = Readonly<Record<string, Predicate>>;

/** Merges tables into a lookup map; later tables win. Maps keep template-chosen names away from prototypes. */
export function tableMap<T>(tables: readonly Readonly<Record<string, T>>[]): Map<string, T> {
  return new Map(tables.flatMap((table) => Object.entries(table)));
}
