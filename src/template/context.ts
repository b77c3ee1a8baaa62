/** The render context: a run's setup, name lookup, and per-render state (scopes, output). */
import type { TemplateError } from './errors';
import { findPosition } from './errors';
import { compileSource } from './compile';
import { Frame } from './frame';
import type { Block, Path, RootInst } from './instructions';
import type { Limits } from './limits';
import type { Formatter, PartialOptions, Predicate, RenderContext } from './plugins';
import { cachedPath } from './syntax';
import { child } from './values';

/** A partial as the engine hands it to a render: its block, or the reason it has none. */
export type PartialLookup = (
  name: string,
) => { root: RootInst; source?: string } | { error: string };

/** Everything a render needs that is fixed for its duration. */
export interface RunSetup {
  readonly formatters: ReadonlyMap<string, Formatter>;
  readonly predicates: ReadonlyMap<string, Predicate>;
  readonly limits: Limits;
  readonly locale: string;
  readonly timeZone: string;
  readonly now: number;
  readonly partial: PartialLookup;
  readonly injects: Readonly<Record<string, string>>;
  readonly run: (ctx: Context, block: Block) => void;
}

const MAX_ERRORS = 1000;
/** What an argument's text means: a literal's value, a path, or nothing (invalid name). */
type ArgumentRef = { readonly literal: unknown } | Path | null;
/** Parsed arguments (a pure function of the text, shared by all renders). */
const argumentRefs = new Map<string, ArgumentRef>();

/** A JSON number, string, boolean or null is a literal; any other text is a path. */
function parseArgument(arg: string): ArgumentRef {
  try {
    const literal = JSON.parse(arg) as unknown;
    if (typeof literal !== 'object' || literal === null) return { literal };
  } catch {
    // Not JSON: a name.
  }
  return cachedPath(arg);
}

/** The value of a name in the innermost scope that has it (stopping at an isolated scope). */
export function lookup(ctx: Context, key: string | number): unknown {
  for (let f: Frame | null = ctx.frame; f !== null; f = f.parent) {
    const node = child(f.node, key);
    if (node !== undefined || f.isolated) return node;
  }
  return undefined;
}

/** Per-render state: the scope stack, the output, the errors and the work done so far. */
export class Context implements RenderContext {
  declare frame: Frame;
  out = '';
  readonly errors: TemplateError[] = [];
  steps = 0;
  depth = 0;
  halted = false;
  /** `maxSteps` until the render halts, then -1 so the executor's one check stops it. */
  declare stepLimit: number;
  declare readonly maxOutput: number;
  /** The instruction executing, for error positions. */
  current: unknown = null;
  /** Name of the partial or macro executing, '' for the main template. */
  template = '';
  declare readonly locale: string;
  declare readonly timeZone: string;
  declare readonly now: number;
  declare readonly setup: RunSetup;
  private readonly seen = new Set<string>();
  /** Source text of the trees this render executes, where known, to locate errors. */
  readonly sources = new Map<RootInst, string>();

  constructor(setup: RunSetup, data: unknown) {
    this.setup = setup;
    this.frame = new Frame(data, null, -1, false);
    this.stepLimit = setup.limits.maxSteps;
    this.maxOutput = setup.limits.maxOutput;
    this.locale = setup.locale;
    this.timeZone = setup.timeZone;
    this.now = setup.now;
  }

  node(): unknown {
    return this.frame.node;
  }

  resolve(path: Path): unknown {
    const first = path[0];
    let node: unknown;
    if (first === '@') node = this.frame.node;
    else if (typeof first === 'string' && first.charCodeAt(0) === 64) node = this.variable(first);
    else node = lookup(this, first as string | number);
    for (let i = 1; i < path.length && node !== undefined; i++) {
      node = child(node, path[i] as string | number);
    }
    return node;
  }

  /** The value of `@index`, `@index0` or a bound `@name` in scope. */
  variable(name: string): unknown {
    if (name === '@index' || name === '@index0') {
      for (let f: Frame | null = this.frame; f !== null; f = f.parent) {
        if (f.index >= 0) return name === '@index' ? f.index + 1 : f.index;
      }
      return undefined;
    }
    for (let f: Frame | null = this.frame; f !== null; f = f.parent) {
      if (f.vars !== null && f.vars.has(name)) return f.vars.get(name);
      if (f.isolated) break;
    }
    return undefined;
  }

  lookup(name: string): unknown {
    const path = cachedPath(name);
    return path ? this.resolve(path) : undefined;
  }

  argument(arg: string): unknown {
    let ref = argumentRefs.get(arg);
    if (ref === undefined) {
      ref = parseArgument(arg);
      if (argumentRefs.size >= 2048) argumentRefs.clear();
      argumentRefs.set(arg, ref);
    }
    return ref === null ? undefined : Array.isArray(ref) ? this.resolve(ref) : ref.literal;
  }

  error(message: string): void {
    const pos = findPosition(
      this.current,
      this.sources,
      (source, positions) => compileSource(source, Infinity, positions).code,
    );
    const line = pos ? pos.line : 0;
    const column = pos ? pos.column : 0;
    const key = `${message}\u0000${this.template}\u0000${line}:${column}`;
    if (this.seen.has(key) || this.errors.length >= MAX_ERRORS) return;
    this.seen.add(key);
    // The main template's errors carry no `template` field at all.
    const template = this.template;
    this.errors.push({ stage: 'execute', message, line, column, ...(template && { template }) });
  }

  /** Stops the render for good (a limit was reached); the output so far is kept. */
  halt(message: string): void {
    if (!this.halted) this.error(message);
    this.halted = true;
    this.stepLimit = -1;
  }

  /** Called when `steps` passed `stepLimit`: halts for the step limit unless already halted. */
  overstep(): void {
    this.halt(`Render exceeds the maximum of ${this.setup.limits.maxSteps} steps`);
  }

  emit(text: string): void {
    if ((this.out += text).length > this.maxOutput) this.clip();
  }

  /**
   * A formatter's result, or '' with the render halted (the output limit's error) when it is
   * text longer than `maxOutput`, so no formatter hands on more than a render may print.
   */
  bounded(value: unknown): unknown {
    return typeof value === 'string' && value.length > this.maxOutput ? (this.clip(), '') : value;
  }

  /** Cuts the output to `maxOutput` characters and halts. */
  clip(): void {
    this.out = this.out.slice(0, this.maxOutput);
    this.halt(`Output exceeds the maximum of ${this.maxOutput} characters`);
  }

  findMacro(name: string): Block | undefined {
    for (let f: Frame | null = this.frame; f !== null; f = f.parent) {
      const block = f.macros?.get(name);
      if (block) return block;
    }
    return undefined;
  }

  /** The block of a macro in scope or of a partial, recording an error if there is none. */
  template_(name: string): Block | null {
    const macro = this.findMacro(name);
    if (macro) return macro;
    const found = this.setup.partial(name);
    if ('root' in found) {
      if (found.source !== undefined) this.sources.set(found.root, found.source);
      return found.root[2];
    }
    this.error(found.error);
    return null;
  }

  /** Runs `block` as partial `name` one level deeper, or records why it cannot. */
  enter(name: string, block: Block): boolean {
    if (this.depth >= this.setup.limits.maxPartialDepth) {
      this.error(
        `Partial '${name}' exceeds the maximum recursion depth of ${this.setup.limits.maxPartialDepth}`,
      );
      return false;
    }
    this.depth++;
    const template = this.template;
    const current = this.current;
    this.template = name;
    this.setup.run(this, block);
    this.template = template;
    this.current = current;
    this.depth--;
    return true;
  }

  renderPartial(name: string, node: unknown, options?: PartialOptions): string {
    const block = this.template_(name);
    if (!block) return '';
    const saveOut = this.out;
    const saveFrame = this.frame;
    this.out = '';
    this.frame = new Frame(node, saveFrame, -1, options?.isolated === true);
    if (options?.args) this.frame.bind('@args', { ...options.args });
    this.enter(name, block);
    const result = this.out;
    this.out = saveOut;
    this.frame = saveFrame;
    return result;
  }
}
