/** Core predicates: comparisons and number tests. */
import type { PredicateTable, RenderContext } from './plugins';
import { deepEqual, isTruthy } from './values';

/** The value a predicate tests: its first argument if it has one, else the current scope. */
function subject(args: readonly string[], ctx: RenderContext, arity: number): unknown {
  return args.length >= arity ? ctx.argument(args[0] as string) : ctx.node();
}

function compare(args: readonly string[], ctx: RenderContext): number | null {
  if (args.length < 2) return null;
  const a = ctx.argument(args[0] as string);
  const b = ctx.argument(args[1] as string);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export const corePredicates: PredicateTable = {
  'equal?': (args, ctx) =>
    args.length >= 2 && deepEqual(ctx.argument(args[0] as string), ctx.argument(args[1] as string)),
  'notEqual?': (args, ctx) =>
    args.length >= 2 &&
    !deepEqual(ctx.argument(args[0] as string), ctx.argument(args[1] as string)),
  'greaterThan?': (args, ctx) => (compare(args, ctx) ?? NaN) > 0,
  'greaterThanOrEqual?': (args, ctx) => (compare(args, ctx) ?? NaN) >= 0,
  'lessThan?': (args, ctx) => (compare(args, ctx) ?? NaN) < 0,
  'lessThanOrEqual?': (args, ctx) => (compare(args, ctx) ?? NaN) <= 0,
  'even?': (args, ctx) => {
    const v = subject(args, ctx, 1);
    return isInt(v) && v % 2 === 0;
  },
  'odd?': (args, ctx) => {
    const v = subject(args, ctx, 1);
    return isInt(v) && v % 2 !== 0;
  },
  'plural?': (args, ctx) => {
    const v = subject(args, ctx, 1);
    return typeof v === 'number' && v > 1;
  },
  'singular?': (args, ctx) => subject(args, ctx, 1) === 1,
  // `{.nth? 3}` tests the scope, `{.nth? a 3}` tests `a`; a zero divisor is never a match.
  'nth?': (args, ctx) => {
    if (args.length === 0) return false;
    const v = subject(args, ctx, 2);
    const n = ctx.argument(args[args.length - 1] as string);
    return isInt(v) && isInt(n) && n !== 0 && v % n === 0;
  },
  'debug?': (_args, ctx) => isTruthy(ctx.lookup('debug')),
  /** Not implemented by the platform either: reports so and is false. */
  'units-metric?': (_args, ctx) => {
    ctx.error('"units-metric?" formatter is not yet implemented');
    return false;
  },
};
