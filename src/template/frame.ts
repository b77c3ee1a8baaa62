import type { Block } from './instructions';

/** One scope of a render: the node a section or repeated item entered, plus its bindings. */
export class Frame {
  vars: Map<string, unknown> | null = null;
  macros: Map<string, Block> | null = null;

  constructor(
    public node: unknown,
    readonly parent: Frame | null,
    /** 0-based position within a repeated section, -1 elsewhere. */
    public index: number,
    /** Lookups stop here: the scope of a partial applied with `private`. */
    readonly isolated: boolean,
  ) {}

  bind(name: string, value: unknown): void {
    (this.vars ??= new Map()).set(name, value);
  }
}
