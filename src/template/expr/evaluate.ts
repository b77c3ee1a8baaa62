/** Compiling and running `{.eval}` programs. */
import type { Context } from '../context';
import { isTruthy, toText } from '../values';
import { looseEquals, strictEquals, toNumber } from './coerce';
import { exprFunctions } from './functions';
import { ExprError, tokenize } from './lexer';
import type { Expr } from './parser';
import { parse } from './parser';

/** A parsed `{.eval}` body and the limits it was checked against. */
export interface Program {
  readonly exprs: Expr[] | null;
  readonly error: string | null;
  readonly maxTokens: number;
}

export function compileExpr(src: string, maxTokens: number): Program {
  try {
    return { exprs: parse(tokenize(src, maxTokens)), error: null, maxTokens };
  } catch (e) {
    return { exprs: null, error: e instanceof ExprError ? e.message : String(e), maxTokens };
  }
}

const NO_VALUE = Symbol('no value');

/**
 * Runs the expressions in order; assignments bind `@names` in the current scope. The value
 * is that of the last expression that is not an assignment, or nothing.
 */
export function runProgram(ctx: Context, exprs: readonly Expr[]): string {
  let result: unknown = NO_VALUE;
  try {
    for (const expr of exprs) {
      if (expr[0] === 5) ctx.frame.bind(expr[1], evaluate(ctx, expr[2]));
      else result = evaluate(ctx, expr);
    }
  } catch (e) {
    ctx.error(e instanceof ExprError ? e.message : 'Error calling function');
    return '';
  }
  return result === NO_VALUE ? '' : toText(result);
}

function concat(ctx: Context, a: unknown, b: unknown): string {
  const sa = a === null ? 'null' : toText(a);
  const sb = b === null ? 'null' : toText(b);
  if (sa.length + sb.length > ctx.setup.limits.maxStringLength) {
    throw new ExprError('Concatenation would exceed maximum string length');
  }
  return sa + sb;
}

/** `<`, `<=`, `>`, `>=`: two strings compare as text, anything else as numbers. */
function compare(op: string, a: unknown, b: unknown): boolean {
  let x = a as number;
  let y = b as number;
  if (typeof a !== 'string' || typeof b !== 'string') {
    x = toNumber(a);
    y = toNumber(b);
  }
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
}

function binary(ctx: Context, op: string, a: unknown, b: unknown): unknown {
  switch (op) {
    case '+':
      return typeof a === 'string' || typeof b === 'string'
        ? concat(ctx, a, b)
        : toNumber(a) + toNumber(b);
    case '-':
      return toNumber(a) - toNumber(b);
    case '*':
      return toNumber(a) * toNumber(b);
    case '/':
      return toNumber(a) / toNumber(b);
    case '%':
      return toNumber(a) % toNumber(b);
    case '**':
      return toNumber(a) ** toNumber(b);
    case '<<':
      return toNumber(a) << toNumber(b);
    case '>>':
      return toNumber(a) >> toNumber(b);
    case '&':
      return toNumber(a) & toNumber(b);
    case '|':
      return toNumber(a) | toNumber(b);
    case '^':
      return toNumber(a) ^ toNumber(b);
    case '==':
      return looseEquals(a, b);
    case '!=':
      return !looseEquals(a, b);
    case '===':
      return strictEquals(a, b);
    case '!==':
      return !strictEquals(a, b);
    default:
      return compare(op, a, b);
  }
}

function evaluate(ctx: Context, e: Expr): unknown {
  switch (e[0]) {
    case 0:
      return e[1];
    case 1:
      return ctx.resolve(e[1]);
    case 2: {
      const v = evaluate(ctx, e[2]);
      return e[1] === '!'
        ? !isTruthy(v)
        : e[1] === '~'
          ? ~toNumber(v)
          : e[1] === '-'
            ? -toNumber(v)
            : toNumber(v);
    }
    case 3: {
      if (e[1] === '&&') return isTruthy(evaluate(ctx, e[2])) && isTruthy(evaluate(ctx, e[3]));
      if (e[1] === '||') return isTruthy(evaluate(ctx, e[2])) || isTruthy(evaluate(ctx, e[3]));
      return binary(ctx, e[1], evaluate(ctx, e[2]), evaluate(ctx, e[3]));
    }
    case 4: {
      const fn = Object.hasOwn(exprFunctions, e[1]) ? exprFunctions[e[1]] : undefined;
      if (!fn) throw new ExprError('Invalid function');
      const args = e[2].map((arg) => evaluate(ctx, arg));
      // Every function takes at least one argument.
      if (args.length === 0) throw new ExprError('Error calling function');
      try {
        return fn(args);
      } catch {
        throw new ExprError('Error calling function');
      }
    }
    case 5: {
      const v = evaluate(ctx, e[2]);
      ctx.frame.bind(e[1], v);
      return v;
    }
  }
}
