/**
 * The compiled instruction tree, exactly as the platform serialises it (plain JSON arrays).
 * A template compiled here or on the platform's server executes the same way.
 */

/** A variable path: `a.b.0.c` is `['a', 'b', 0, 'c']`, `@` is `['@']`. */
export type Path = (string | number)[];

/** Arguments of a formatter or predicate: the values and the delimiter that separated them. */
export type Args = [string[], string];

/** A formatter call: `['truncate', [['10'], ' ']]` or `['html']`. */
export type FormatterCall = [string] | [string, Args];

export type TextInst = [0, string];
export type VariableInst = [1, Path[], FormatterCall[] | 0];
export type SectionInst = [2, Path, Block, Alternative];
export type EndInst = 3;
export type RepeatedInst = [4, Path, Block, Alternative, Block];
export type PredicateInst = [5, string, Args | 0, Block, Alternative];
export type BindvarInst = [6, string, Path[], FormatterCall[] | 0];
export type OrPredicateInst = [7, string | 0, Args | 0, Block, Alternative];
export type IfInst = [8, number[], Path[], Block, Alternative];
export type InjectInst = [9, string, string, Args | 0];
export type MacroInst = [10, string, Block];
export type CommentInst = [11, string, 0 | 1];
export type CtxvarInst = [22, string, [string, Path][]];
export type EvalInst = [23, string];
export type IncludeInst = [24, string, Args | 0];
/** META_LEFT, META_RIGHT, NEWLINE, SPACE, TAB are bare opcodes. */
export type AtomInst = 12 | 13 | 14 | 15 | 16;

/** What follows a block when its condition fails: END or an `{.or}` clause. */
export type Alternative = EndInst | OrPredicateInst;

export type Instruction =
  | TextInst
  | VariableInst
  | SectionInst
  | RepeatedInst
  | PredicateInst
  | BindvarInst
  | OrPredicateInst
  | IfInst
  | InjectInst
  | MacroInst
  | CommentInst
  | CtxvarInst
  | EvalInst
  | IncludeInst
  | AtomInst;

export type Block = Instruction[];

/** The whole template: `[17, 1, block, 18]`. */
export type RootInst = [17, 1, Block, 18];
