/**
 * The executor. Each block of an instruction tree is linked once into a tree of closures
 * (a `Step` per instruction), so a render does no opcode dispatch, no name lookups and no
 * path parsing: formatters and predicates are looked up at link time, paths are split into
 * specialised getters. Linked code holds no render state; everything mutable lives in the
 * `Context` it is handed.
 */
import { type Context, lookup } from './context';
import { escape, htmlAttr, htmlText } from './escape';
import { compileExpr, runProgram } from './expr/evaluate';
import { truncate, truncateMax, truncateSuffix, truncateText } from './truncate';
import { jsonText } from './json-text';
import type { Program } from './expr/evaluate';
import { Frame } from './frame';
import type {
  Alternative,
  Args,
  Block,
  EvalInst,
  FormatterCall,
  Instruction,
  Path,
  RootInst,
  VariableInst,
} from './instructions';
import * as Op from './opcodes';
import type { Formatter, Predicate } from './plugins';
import { isTruthy, toText } from './values';

/** One linked instruction or block. */
export type Step = (ctx: Context) => void;
type Getter = (ctx: Context) => unknown;
export type Test = (ctx: Context) => boolean;
type Chain = (ctx: Context, value: unknown) => unknown;

const NO_ARGS: readonly string[] = [];
const programs = new WeakMap<EvalInst, Program>();
const ATOM_TEXT = ['{', '}', '\n', ' ', '\t'];
const NOTHING: Step = () => {};

/** A failed formatter keeps the value it was given and records why. */
function call(
  ctx: Context,
  fn: Formatter,
  name: string,
  value: unknown,
  args: readonly string[],
  values: readonly unknown[],
): unknown {
  try {
    return ctx.bounded(fn(value, args, ctx, values));
  } catch (e) {
    failed(ctx, name, e);
    return value;
  }
}

export function failed(ctx: Context, name: string, e: unknown): void {
  ctx.error(`Formatter '${name}' failed: ${e instanceof Error ? e.message : String(e)}`);
}

/**
 * The most common tag, `{name}` or `{name|f args}` with a known formatter, as data the block
 * loop runs inline (no call of its own).
 */
interface SimpleTag {
  readonly inst: VariableInst;
  /** 0: a name looked up through the scopes, 1: `@`, 2: `@index` or a bound `@name`. */
  readonly kind: 0 | 1 | 2;
  readonly name: string;
  readonly fn: Formatter | null;
  readonly fnName: string;
  readonly args: readonly string[];
  /**
   * What the loop does in place rather than calling the formatter (the call cost more than the
   * work on a grid): see `formatterKind`.
   */
  readonly how: FormatterKind;
  /** The standard `truncate`'s length and suffix, read once. */
  readonly max: number;
  readonly suffix: string;
  /** Text just before the tag, appended (as its own step) by the same loop iteration. */
  prefix: string | null;
}

/** A plain tag with its formatter's kind and truncate's arguments read once. */
function simple(
  inst: VariableInst,
  kind: 0 | 1 | 2,
  name: string,
  fn: Formatter | null,
  fnName: string,
  args: readonly string[],
): SimpleTag {
  return {
    inst,
    kind,
    name,
    fn,
    fnName,
    args,
    how: formatterKind(fn),
    max: truncateMax(args),
    suffix: truncateSuffix(args),
    prefix: null,
  };
}

/**
 * A formatter the executor runs in place, known by identity: 1 the standard `html` (escape the
 * text, which cannot fail), 2 `htmlattr`/`htmltag`, 3 `json` (a direct call V8 can inline),
 * 4 `truncate` (cannot fail: its text, cut, with the arguments read at link time); 0 any other.
 */
export type FormatterKind = 0 | 1 | 2 | 3 | 4;

/** The `FormatterKind` of a formatter (module runs check it at link time too). */
function formatterKind(fn: Formatter | null): FormatterKind {
  return fn === htmlText ? 1 : fn === htmlAttr ? 2 : fn === jsonText ? 3 : fn === truncate ? 4 : 0;
}

/** The `SimpleTag` form of a variable tag, or null when it needs the general step. */
function simpleTag(
  inst: VariableInst,
  formatters: ReadonlyMap<string, Formatter>,
): SimpleTag | null {
  const path = inst[1][0] as Path;
  const name = path[0];
  if (inst[1].length !== 1 || path.length !== 1 || typeof name !== 'string') return null;
  const kind = name === '@' ? 1 : name.charCodeAt(0) === 64 ? 2 : 0;
  const calls = inst[2];
  if (calls === 0 || calls.length === 0) return simple(inst, kind, name, null, '', NO_ARGS);
  const only = calls[0] as FormatterCall;
  const fn = formatters.get(only[0]);
  if (calls.length !== 1 || fn === undefined) return null;
  const args = only.length > 1 ? (only[1] as Args)[0] : NO_ARGS;
  return simple(inst, kind, name, fn, only[0], args);
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

/** A path as a getter; a plain name (`a`, not `@` or `a.b`) skips the general resolver. */
function getter(path: Path): Getter {
  const name = path[0];
  return path.length === 1 && typeof name === 'string' && name.charCodeAt(0) !== 64
    ? (ctx) => lookup(ctx, name)
    : (ctx) => ctx.resolve(path);
}

/**
 * What a template compiled ahead of time (`emit-module.ts`) links against: the linker's own
 * pieces, so a module's inlined code and the interpreter behave alike. A list, in this order (a
 * module names its pieces as it unpacks them, so the bundle carries no names).
 */
export type ModuleRuntime = readonly [
  Frame: typeof Frame,
  truthy: (v: unknown) => boolean,
  text: (v: unknown) => string,
  failed: typeof failed,
  NO: readonly string[],
  /** The formatter `name`, or null when the engine has none (the tag then takes `step`). */
  fmt: (name: string) => Formatter | null,
  test: (name: string, args: Args | 0) => Test,
  /** The interpreter's step for one instruction the module does not inline. */
  step: (inst: Instruction) => Step,
  /** What the executor runs in place of a formatter (`formatterKind`), and those pieces. */
  kind: typeof formatterKind,
  escape: typeof escape,
  json: typeof jsonText,
  cut: typeof truncateText,
  max: typeof truncateMax,
  suffix: typeof truncateSuffix,
];

/** A template compiled to an ES module by `storefront-template compile --emit module`. */
export interface TemplateModule {
  readonly code: RootInst;
  readonly source?: string | undefined;
  readonly link: (rt: ModuleRuntime) => Step;
}

/**
 * Links blocks of one engine's formatter and predicate tables. Linked blocks are cached by
 * identity: a tree is treated as immutable once it has been executed.
 */
export class Linker {
  private readonly blocks = new WeakMap<Block, Step>();
  private readonly modules = new WeakMap<TemplateModule, Step>();

  declare private readonly formatters: ReadonlyMap<string, Formatter>;
  declare private readonly predicates: ReadonlyMap<string, Predicate>;

  constructor(
    formatters: ReadonlyMap<string, Formatter>,
    predicates: ReadonlyMap<string, Predicate>,
  ) {
    this.formatters = formatters;
    this.predicates = predicates;
  }

  /** The linked form of `block`, linking it (and the blocks it holds) on first use. */
  block(block: Block): Step {
    let step = this.blocks.get(block);
    if (step === undefined) {
      const items: (Step | string | SimpleTag)[] = [];
      for (const inst of block) {
        const last = items[items.length - 1];
        const item =
          typeof inst === 'number'
            ? this.instruction(inst)
            : inst[0] === Op.TEXT
              ? inst[1]
              : ((inst[0] === Op.VARIABLE ? simpleTag(inst, this.formatters) : null) ??
                this.instruction(inst));
        if (typeof item === 'object' && typeof last === 'string') {
          item.prefix = last;
          items[items.length - 1] = item;
        } else items.push(item);
      }
      step = this.sequence(items);
      this.blocks.set(block, step);
    }
    return step;
  }

  /** The root step of a module, linked against this linker's tables on first use. */
  module(mod: TemplateModule): Step {
    let step = this.modules.get(mod);
    if (step === undefined) {
      step = mod.link([
        Frame,
        isTruthy,
        toText,
        failed,
        NO_ARGS,
        (name) => this.formatters.get(name) ?? null,
        (name, args) => this.test(name, args),
        (inst) => this.instruction(inst),
        formatterKind,
        escape,
        jsonText,
        truncateText,
        truncateMax,
        truncateSuffix,
      ]);
      this.modules.set(mod, step);
    }
    return step;
  }

  /**
   * Runs steps in order, counting each against the step limit and stopping once halted.
   * Text is appended here rather than through a step of its own: it is half of most blocks.
   */
  private sequence(steps: (Step | string | SimpleTag)[]): Step {
    const n = steps.length;
    if (n === 0) return NOTHING;
    return (ctx) => {
      for (let i = 0; i < n; i++) {
        if (++ctx.steps > ctx.stepLimit) {
          ctx.overstep();
          return;
        }
        const step = steps[i] as Step | string | SimpleTag;
        if (typeof step === 'string') {
          if ((ctx.out += step).length > ctx.maxOutput) ctx.clip();
        } else if (typeof step === 'function') step(ctx);
        else {
          const prefix = step.prefix;
          if (prefix !== null) {
            // The text before the tag is a step of its own, counted as one.
            if ((ctx.out += prefix).length > ctx.maxOutput) ctx.clip();
            if (++ctx.steps > ctx.stepLimit) {
              ctx.overstep();
              return;
            }
          }
          ctx.current = step.inst;
          const kind = step.kind;
          let value =
            kind === 0
              ? lookup(ctx, step.name)
              : kind === 1
                ? ctx.frame.node
                : ctx.variable(step.name);
          const how = step.how;
          if (how === 0) {
            const fn = step.fn;
            if (fn !== null) {
              try {
                value = ctx.bounded(fn(value, step.args, ctx, NO_ARGS));
              } catch (e) {
                failed(ctx, step.fnName, e);
              }
            }
          } else if (how === 3) {
            try {
              value = ctx.bounded(jsonText(value));
            } catch (e) {
              failed(ctx, step.fnName, e);
            }
          } else {
            const text = typeof value === 'string' ? value : toText(value);
            value = ctx.bounded(
              how === 4
                ? truncateText(text, step.max, step.suffix)
                : escape(text, how === 2, ctx.maxOutput),
            );
          }
          if ((ctx.out += typeof value === 'string' ? value : toText(value)).length > ctx.maxOutput)
            ctx.clip();
        }
      }
    };
  }

  /** The formatter chain of a tag as one function of the value; null when there is none. */
  private chain(calls: FormatterCall[] | 0, vars: Path[]): Chain | null {
    if (calls === 0 || calls.length === 0) return null;
    const getters = vars.length > 1 ? vars.map(getter) : null;
    const steps = calls.map(
      (c) => [c[0], this.formatters.get(c[0]), c.length > 1 ? (c[1] as Args)[0] : NO_ARGS] as const,
    );
    return (ctx, value) => {
      const max = ctx.setup.limits.maxFormatters;
      if (steps.length > max) {
        ctx.error(`Formatter chain exceeds the maximum of ${max}`);
        return undefined;
      }
      const values = getters === null ? NO_ARGS : getters.map((get) => get(ctx));
      for (const [name, fn, args] of steps) {
        if (fn === undefined) {
          ctx.error(`Unknown formatter '${name}'`);
          return undefined;
        }
        value = call(ctx, fn, name, value, args, values);
      }
      return value;
    };
  }

  test(name: string, args: Args | 0): Test {
    const fn = this.predicates.get(name);
    if (fn === undefined) {
      return (ctx) => {
        ctx.error(`Unknown predicate '${name}'`);
        return false;
      };
    }
    const list = args === 0 ? NO_ARGS : args[0];
    return (ctx) => {
      try {
        return fn(list, ctx) === true;
      } catch (e) {
        ctx.error(`Predicate '${name}' failed: ${e instanceof Error ? e.message : String(e)}`);
        return false;
      }
    };
  }

  /** The `{.or}` chain after a block, as one step; null for END. */
  private alternative(alt: Alternative): Step | null {
    if (alt === Op.END) return null;
    const body = this.block(alt[3]);
    if (alt[1] === 0) {
      return (ctx) => {
        ctx.current = alt;
        body(ctx);
      };
    }
    const test = this.test(alt[1], alt[2]);
    const next = this.alternative(alt[4]);
    return (ctx) => {
      ctx.current = alt;
      if (test(ctx)) body(ctx);
      else if (next !== null) next(ctx);
    };
  }

  /** A step that runs `body` when `test` holds and the alternative otherwise. */
  private branch(test: Test, body: Block, alt: Alternative): Step {
    const then = this.block(body);
    const otherwise = this.alternative(alt);
    return (ctx) => {
      if (test(ctx)) then(ctx);
      else if (otherwise !== null) otherwise(ctx);
    };
  }

  instruction(inst: Instruction): Step {
    if (typeof inst === 'number') {
      const text = ATOM_TEXT[inst - Op.META_LEFT] as string;
      return (ctx) => ctx.emit(text);
    }
    switch (inst[0]) {
      case Op.TEXT: {
        const text = inst[1];
        return (ctx) => ctx.emit(text);
      }
      case Op.VARIABLE: {
        // Plain tags become a SimpleTag in `block`; this is the general form.
        const get = getter(inst[1][0] as Path);
        const chain = this.chain(inst[2], inst[1]);
        return (ctx) => {
          ctx.current = inst;
          let value = get(ctx);
          if (chain !== null) value = chain(ctx, value);
          ctx.emit(typeof value === 'string' ? value : toText(value));
        };
      }
      case Op.SECTION: {
        const get = getter(inst[1]);
        const body = this.block(inst[2]);
        const otherwise = this.alternative(inst[3]);
        return (ctx) => {
          const node = get(ctx);
          if (isTruthy(node)) {
            const parent = ctx.frame;
            ctx.frame = new Frame(node, parent, -1, false);
            body(ctx);
            ctx.frame = parent;
          } else if (otherwise !== null) otherwise(ctx);
        };
      }
      case Op.REPEATED: {
        const get = getter(inst[1]);
        const body = this.block(inst[2]);
        const otherwise = this.alternative(inst[3]);
        const between = inst[4].length > 0 ? this.block(inst[4]) : null;
        return (ctx) => {
          const node = get(ctx);
          if (Array.isArray(node) && node.length > 0) {
            const parent = ctx.frame;
            // One scope for the whole loop, moved to each item with its bindings cleared.
            const frame = new Frame(undefined, parent, 0, false);
            for (let j = 0; j < node.length && !ctx.halted; j++) {
              if (j > 0 && between !== null) between(ctx);
              frame.node = node[j];
              frame.index = j;
              frame.vars = frame.macros = null;
              ctx.frame = frame;
              body(ctx);
              ctx.frame = parent;
            }
          } else if (otherwise !== null) otherwise(ctx);
        };
      }
      case Op.PREDICATE: {
        const test = this.test(inst[1], inst[2]);
        return this.branch(
          (ctx) => {
            ctx.current = inst;
            return test(ctx);
          },
          inst[3],
          inst[4],
        );
      }
      case Op.IF: {
        const gets = inst[2].map(getter);
        const ops = inst[1];
        return this.branch(
          (ctx) => {
            let result = isTruthy((gets[0] as Getter)(ctx));
            for (let i = 1; i < gets.length; i++) {
              const value = isTruthy((gets[i] as Getter)(ctx));
              result = ops[i - 1] === Op.IF_AND ? result && value : result || value;
            }
            return result;
          },
          inst[3],
          inst[4],
        );
      }
      case Op.BINDVAR: {
        const name = inst[1];
        const get = getter(inst[2][0] as Path);
        const chain = this.chain(inst[3], inst[2]);
        return (ctx) => {
          ctx.current = inst;
          const value = get(ctx);
          ctx.frame.bind(name, chain === null ? value : chain(ctx, value));
        };
      }
      case Op.CTXVAR: {
        const name = inst[1];
        const pairs = inst[2].map(([key, path]) => [key, getter(path)] as const);
        return (ctx) => {
          const obj: Record<string, unknown> = {};
          for (const [key, get] of pairs) {
            const value = get(ctx);
            if (value !== undefined) obj[key] = value;
          }
          ctx.frame.bind(name, obj);
        };
      }
      case Op.MACRO:
        return (ctx) => {
          (ctx.frame.macros ??= new Map()).set(inst[1], inst[2]);
        };
      case Op.INJECT:
        return (ctx) => {
          ctx.current = inst;
          ctx.frame.bind(inst[1], inject(ctx, inst[2]));
        };
      case Op.EVAL:
        return (ctx) => {
          ctx.current = inst;
          ctx.emit(evaluate(ctx, inst));
        };
      case Op.INCLUDE: {
        const output = inst[2] !== 0 && inst[2][0].includes('output');
        return (ctx) => {
          ctx.current = inst;
          const block = ctx.template_(inst[1]);
          if (!block) return;
          const save = ctx.out;
          ctx.enter(inst[1], block);
          if (!output) ctx.out = save;
        };
      }
      default:
        // Comments and anything unknown to this version produce no output.
        return NOTHING;
    }
  }
}
