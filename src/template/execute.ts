import type { Context } from './context';
import { compileExpr, runProgram } from './expr/evaluate';
import type { Program } from './expr/evaluate';
import { Frame } from './frame';
import type {
  Alternative,
  Args,
  Block,
  EvalInst,
  FormatterCall,
  IfInst,
  Instruction,
  Path,
} from './instructions';
import { IfOp, Op } from './opcodes';
import { isTruthy, toText } from './values';

const NO_ARGS: readonly string[] = [];
const programs = new WeakMap<EvalInst, Program>();

/** Applies a formatter chain to a value; a failing formatter records an error and is skipped. */
export function format(
  ctx: Context,
  value: unknown,
  calls: readonly FormatterCall[],
  vars: readonly Path[],
): unknown {
  const values = vars.length > 1 ? vars.map((v) => ctx.resolve(v)) : NO_ARGS;
  const formatters = ctx.setup.formatters;
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i] as FormatterCall;
    const name = call[0];
    const fn = formatters.get(name);
    if (fn === undefined) {
      ctx.error(`Unknown formatter '${name}'`);
      return undefined;
    }
    const args = call.length > 1 ? (call[1] as Args)[0] : NO_ARGS;
    try {
      value = fn(value, args, ctx, values);
    } catch (e) {
      ctx.error(`Formatter '${name}' failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return value;
}

function test(ctx: Context, name: string, args: Args | 0): boolean {
  const fn = ctx.setup.predicates.get(name);
  if (!fn) {
    ctx.error(`Unknown predicate '${name}'`);
    return false;
  }
  try {
    return fn(args === 0 ? NO_ARGS : args[0], ctx) === true;
  } catch (e) {
    ctx.error(`Predicate '${name}' failed: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  }
}

function alternative(ctx: Context, alt: Alternative): void {
  while (alt !== Op.END) {
    ctx.current = alt;
    if (alt[1] === 0 || test(ctx, alt[1], alt[2])) {
      run(ctx, alt[3]);
      return;
    }
    alt = alt[4];
  }
}

function evalIf(ctx: Context, inst: IfInst): boolean {
  const vars = inst[2];
  let result = isTruthy(ctx.resolve(vars[0] as Path));
  for (let i = 1; i < vars.length; i++) {
    const value = isTruthy(ctx.resolve(vars[i] as Path));
    result = inst[1][i - 1] === IfOp.AND ? result && value : result || value;
  }
  return result;
}

function partialFor(ctx: Context, name: string, args: Args | 0): void {
  const block = ctx.template_(name);
  if (!block) return;
  if (args !== 0 && args[0].includes('output')) {
    ctx.enter(name, block);
    return;
  }
  const save = ctx.out;
  ctx.enter(name, block);
  ctx.out = save;
}

function inject(ctx: Context, path: string): unknown {
  const text = Object.hasOwn(ctx.setup.injects, path) ? ctx.setup.injects[path] : undefined;
  if (text === undefined) {
    ctx.error(`Inject '${path}' not found`);
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function evaluate(ctx: Context, inst: EvalInst): string {
  let program = programs.get(inst);
  if (!program || program.maxTokens !== ctx.setup.limits.maxExprTokens) {
    program = compileExpr(inst[1], ctx.setup.limits.maxExprTokens);
    programs.set(inst, program);
  }
  if (program.exprs === null) {
    ctx.error(program.error as string);
    return '';
  }
  return runProgram(ctx, program.exprs);
}

/** Executes a block of instructions in the context's current scope. */
export function run(ctx: Context, block: Block): void {
  const limits = ctx.setup.limits;
  const maxSteps = limits.maxSteps;
  const maxOutput = limits.maxOutput;
  for (let i = 0; i < block.length; i++) {
    if (ctx.halted) return;
    if (++ctx.steps > maxSteps) {
      ctx.halt(`Render exceeds the maximum of ${maxSteps} steps`);
      return;
    }
    const inst = block[i] as Instruction;
    if (typeof inst === 'number') {
      ctx.emit(
        inst === Op.META_LEFT
          ? '{'
          : inst === Op.META_RIGHT
            ? '}'
            : inst === Op.NEWLINE
              ? '\n'
              : inst === Op.SPACE
                ? ' '
                : '\t',
      );
      continue;
    }
    switch (inst[0]) {
      case Op.TEXT: {
        const out = (ctx.out += inst[1]);
        if (out.length > maxOutput) ctx.emit('');
        break;
      }
      case Op.VARIABLE: {
        ctx.current = inst;
        const vars = inst[1];
        let value = ctx.resolve(vars[0] as Path);
        if (inst[2] !== 0) value = format(ctx, value, inst[2], vars);
        const out = (ctx.out += typeof value === 'string' ? value : toText(value));
        if (out.length > maxOutput) ctx.emit('');
        break;
      }
      case Op.SECTION: {
        const node = ctx.resolve(inst[1]);
        if (isTruthy(node)) {
          const parent = ctx.frame;
          ctx.frame = new Frame(node, parent, -1, false);
          run(ctx, inst[2]);
          ctx.frame = parent;
        } else alternative(ctx, inst[3]);
        break;
      }
      case Op.REPEATED: {
        const node = ctx.resolve(inst[1]);
        if (Array.isArray(node) && node.length > 0) {
          const parent = ctx.frame;
          const between = inst[4];
          for (let j = 0; j < node.length && !ctx.halted; j++) {
            if (j > 0 && between.length > 0) run(ctx, between);
            ctx.frame = new Frame(node[j], parent, j, false);
            run(ctx, inst[2]);
            ctx.frame = parent;
          }
        } else alternative(ctx, inst[3]);
        break;
      }
      case Op.PREDICATE:
        ctx.current = inst;
        if (test(ctx, inst[1], inst[2])) run(ctx, inst[3]);
        else alternative(ctx, inst[4]);
        break;
      case Op.IF:
        if (evalIf(ctx, inst)) run(ctx, inst[3]);
        else alternative(ctx, inst[4]);
        break;
      case Op.BINDVAR: {
        ctx.current = inst;
        const vars = inst[2];
        let value = ctx.resolve(vars[0] as Path);
        if (inst[3] !== 0) value = format(ctx, value, inst[3], vars);
        ctx.frame.bind(inst[1], value);
        break;
      }
      case Op.CTXVAR: {
        const obj: Record<string, unknown> = {};
        for (const [key, path] of inst[2]) {
          const value = ctx.resolve(path);
          if (value !== undefined) obj[key] = value;
        }
        ctx.frame.bind(inst[1], obj);
        break;
      }
      case Op.MACRO:
        (ctx.frame.macros ??= new Map()).set(inst[1], inst[2]);
        break;
      case Op.INJECT:
        ctx.current = inst;
        ctx.frame.bind(inst[1], inject(ctx, inst[2]));
        break;
      case Op.EVAL:
        ctx.current = inst;
        ctx.emit(evaluate(ctx, inst));
        break;
      case Op.INCLUDE:
        ctx.current = inst;
        partialFor(ctx, inst[1], inst[2]);
        break;
      default:
        // Comments and anything unknown to this version produce no output.
        break;
    }
  }
}
