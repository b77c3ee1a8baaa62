/** The assembler: builds the nested instruction tree from the flat sequence of tags. */
import type { TemplateError } from './errors';
import type {
  Block,
  IfInst,
  Instruction,
  MacroInst,
  OrPredicateInst,
  PredicateInst,
  RepeatedInst,
  RootInst,
  SectionInst,
} from './instructions';
import * as Op from './opcodes';

/** Instructions that open a block. */
export type Opener = SectionInst | RepeatedInst | PredicateInst | IfInst | MacroInst;
type Chained = Exclude<Opener, MacroInst> | OrPredicateInst;

interface OpenBlock {
  readonly opener: Opener;
  /** The instruction whose alternative slot the next `{.or}` fills. */
  tail: Chained | null;
  /** The block instructions are currently appended to. */
  target: Block;
  inAlternates: boolean;
  /** Source offset of the opening tag. */
  readonly offset: number;
}

const NAMES: Record<number, string> = {
  [Op.SECTION]: 'section',
  [Op.REPEATED]: 'repeated section',
  [Op.PREDICATE]: 'predicate',
  [Op.IF]: 'if',
  [Op.MACRO]: 'macro',
};

/** Builds the nested instruction tree from the flat sequence of tags, reporting misnesting. */
export class Assembler {
  readonly root: RootInst = [Op.ROOT, 1, [], Op.EOF];
  private readonly stack: OpenBlock[] = [];
  private target: Block = this.root[2];
  private pendingText: string | null = null;

  declare private readonly errors: TemplateError[];
  declare private readonly maxNesting: number;
  /** Line and column of a source offset; only needed for errors, so computed on demand. */
  declare private readonly locate: (offset: number) => { line: number; column: number };

  constructor(
    errors: TemplateError[],
    maxNesting: number,
    locate: (offset: number) => { line: number; column: number },
  ) {
    this.errors = errors;
    this.maxNesting = maxNesting;
    this.locate = locate;
  }

  text(text: string): void {
    if (text === '') return;
    this.pendingText = this.pendingText === null ? text : this.pendingText + text;
  }

  private flush(): void {
    if (this.pendingText !== null) {
      this.target.push([Op.TEXT, this.pendingText]);
      this.pendingText = null;
    }
  }

  leaf(inst: Instruction): void {
    this.flush();
    this.target.push(inst);
  }

  open(inst: Opener, offset: number): void {
    this.flush();
    this.target.push(inst);
    if (this.stack.length >= this.maxNesting) {
      this.error(`Blocks nested deeper than ${this.maxNesting}`, offset);
    }
    const tail = inst[0] === Op.MACRO ? null : inst;
    const target = inst[0] === Op.PREDICATE || inst[0] === Op.IF ? inst[3] : inst[2];
    this.stack.push({ opener: inst, tail, target, inAlternates: false, offset });
    this.target = target;
  }

  or(inst: OrPredicateInst, offset: number): void {
    const top = this.stack[this.stack.length - 1];
    if (!top || !top.tail) {
      this.error('{.or} is only allowed inside a section, predicate or if block', offset);
      return;
    }
    this.flush();
    const tail = top.tail;
    if (tail[0] === Op.SECTION || tail[0] === Op.REPEATED) tail[3] = inst;
    else tail[4] = inst;
    top.tail = inst;
    top.target = inst[3];
    this.target = top.target;
  }

  alternates(offset: number): void {
    const top = this.stack[this.stack.length - 1];
    if (!top || top.opener[0] !== Op.REPEATED || top.tail !== top.opener || top.inAlternates) {
      this.error('{.alternates with} is only allowed inside a repeated section', offset);
      return;
    }
    this.flush();
    top.inAlternates = true;
    top.target = top.opener[4];
    this.target = top.target;
  }

  end(offset: number): void {
    if (this.stack.length === 0) {
      this.error('Unexpected {.end} with no open block', offset);
      return;
    }
    this.flush();
    this.stack.pop();
    const top = this.stack[this.stack.length - 1];
    this.target = top ? top.target : this.root[2];
  }

  /** Closes the tree; every block still open is an error at its opening tag. */
  finish(): RootInst {
    this.flush();
    while (this.stack.length > 0) {
      const open = this.stack.pop() as OpenBlock;
      this.error(`Missing {.end} for ${NAMES[open.opener[0]]}`, open.offset);
    }
    return this.root;
  }

  error(message: string, offset: number): void {
    this.errors.push({ stage: 'syntax', message, ...this.locate(offset) });
  }
}
