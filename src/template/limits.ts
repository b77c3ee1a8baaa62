/**
 * Limits that keep a render bounded whatever the template or its data contain.
 * Each is configurable per call; the defaults are safe for pages the platform serves.
 */
export interface Limits {
  /** Nesting of `apply` / `{.include}` partials and macros. @default 16 */
  readonly maxPartialDepth: number;
  /** Tokens in one `{.eval}` expression. @default 500 */
  readonly maxExprTokens: number;
  /** Length of a string built by an expression. @default 65536 */
  readonly maxStringLength: number;
  /** Instructions executed by one render (loop work). @default 10_000_000 */
  readonly maxSteps: number;
  /** Characters of output of one render, and of any one formatter's result. @default 50_000_000 */
  readonly maxOutput: number;
  /** Formatters in one tag's chain (`{a|f|g}` has 2). @default 64 */
  readonly maxFormatters: number;
  /** Nesting of blocks in one template. @default 256 */
  readonly maxNesting: number;
}

export const defaultLimits: Limits = {
  maxPartialDepth: 16,
  maxExprTokens: 500,
  maxStringLength: 65536,
  maxSteps: 10_000_000,
  maxOutput: 50_000_000,
  maxFormatters: 64,
  maxNesting: 256,
};

export function resolveLimits(overrides: Partial<Limits> | undefined): Limits {
  return overrides ? { ...defaultLimits, ...overrides } : defaultLimits;
}
