/**
 * Opcode numbers of the platform's compiled instruction tree. They are part of the wire
 * format (templates precompiled by the platform's server use them), so they never change.
 *
 * Each is its own constant so the bundler writes the number in place (`import * as Op`
 * reads as `Op.TEXT` and costs nothing); `Op` is the same numbers as one object for callers.
 */
export const TEXT = 0;
export const VARIABLE = 1;
export const SECTION = 2;
export const END = 3;
export const REPEATED = 4;
export const PREDICATE = 5;
export const BINDVAR = 6;
export const OR_PREDICATE = 7;
export const IF = 8;
export const INJECT = 9;
export const MACRO = 10;
export const COMMENT = 11;
export const META_LEFT = 12;
export const META_RIGHT = 13;
export const NEWLINE = 14;
export const SPACE = 15;
export const TAB = 16;
export const ROOT = 17;
export const EOF = 18;
export const ALTERNATES_WITH = 19;
export const ATOM = 20;
export const STRUCT = 21;
export const CTXVAR = 22;
export const EVAL = 23;
export const INCLUDE = 24;

/** Operators of `{.if a && b || c}` as stored in the tree. */
export const IF_OR = 0;
export const IF_AND = 1;

/** Every opcode by name, as the engine exports them. */
export const Op = {
  TEXT,
  VARIABLE,
  SECTION,
  END,
  REPEATED,
  PREDICATE,
  BINDVAR,
  OR_PREDICATE,
  IF,
  INJECT,
  MACRO,
  COMMENT,
  META_LEFT,
  META_RIGHT,
  NEWLINE,
  SPACE,
  TAB,
  ROOT,
  EOF,
  ALTERNATES_WITH,
  ATOM,
  STRUCT,
  CTXVAR,
  EVAL,
  INCLUDE,
} as const;
