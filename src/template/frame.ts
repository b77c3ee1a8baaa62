/** A frame: one scope of a render and its bindings. */
import type { Block } from './instructions';

/** One scope of a render: the node a section or repeated item entered, plus its bindings. */
export class Frame {
  // Fields are declared, not defined: the constructor assigns each (in this order), and a
  // bundle then carries no field list besides.
  declare node: unknown;
  declare readonly parent: Frame | null;
  /** 0-based position within a repeated section, -1 elsewhere. */
  declare index: number;
  /** Lookups stop here: the scope of a partial applied with `private`. */
  declare readonly isolated: boolean;
  declare vars: Map<string, unknown> | null;
  declare macros: Map<string, Block> | null;

  constructor(node: unknown, parent: Frame | null, index: number, isolated: boolean) {
    this.node = node;
    this.parent = parent;
    this.index = index;
    this.isolated = isolated;
    this.vars = this.macros = null;
  }

  bind(name: string, value: unknown): void {
    (this.vars ??= new Map()).set(name, value);
  }
}
