/**
 * Opcode numbers of the platform's compiled instruction tree. They are part of the wire
 * format (templates precompiled by the platform's server use them), so they never change.
 */
export const Op = {
  TEXT: 0,
  VARIABLE: 1,
  SECTION: 2,
  END: 3,
  REPEATED: 4,
  PREDICATE: 5,
  BINDVAR: 6,
  OR_PREDICATE: 7,
  IF: 8,
  INJECT: 9,
  MACRO: 10,
  COMMENT: 11,
  META_LEFT: 12,
  META_RIGHT: 13,
  NEWLINE: 14,
  SPACE: 15,
  TAB: 16,
  ROOT: 17,
  EOF: 18,
  ALTERNATES_WITH: 19,
  ATOM: 20,
  STRUCT: 21,
  CTXVAR: 22,
  EVAL: 23,
  INCLUDE: 24,
} as const;

/** Operators of `{.if a && b || c}` as stored in the tree. */
export const IfOp = { OR: 0, AND: 1 } as const;
