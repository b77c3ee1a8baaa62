/** Validates the shape of an instruction tree from outside before it is executed. */
import * as Op from './opcodes';

/**
 * Checks that a tree from outside (a precompiled template) has the shape the executor relies
 * on, so a malformed tree is reported instead of crashing a render. Returns the problem or null.
 */
export function validateTree(code: unknown, maxNesting: number): string | null {
  if (!Array.isArray(code) || code[0] !== Op.ROOT || !Array.isArray(code[2])) {
    return 'Not a compiled template: expected [17, 1, [...], 18]';
  }
  try {
    block(code[2], 0, maxNesting);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

const isStr = (v: unknown): boolean => typeof v === 'string';
const isPath = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.every((p) => typeof p === 'string' || typeof p === 'number');
const isPaths = (v: unknown): boolean => Array.isArray(v) && v.length > 0 && v.every(isPath);
const isArgs = (v: unknown): boolean =>
  v === 0 || (Array.isArray(v) && Array.isArray(v[0]) && v[0].every(isStr) && isStr(v[1]));
const isFormatters = (v: unknown): boolean =>
  v === 0 ||
  (Array.isArray(v) &&
    v.every((f) => Array.isArray(f) && isStr(f[0]) && (f.length === 1 || isArgs(f[1]))));

function fail(inst: unknown): never {
  throw new Error(`Malformed instruction ${JSON.stringify(inst)?.slice(0, 80)}`);
}

function block(items: unknown, depth: number, max: number): void {
  if (!Array.isArray(items)) fail(items);
  if (depth > max) throw new Error(`Blocks nested deeper than ${max}`);
  for (const inst of items) instruction(inst, depth, max);
}

function alternative(alt: unknown, depth: number, max: number): void {
  if (alt === Op.END) return;
  if (!Array.isArray(alt) || alt[0] !== Op.OR_PREDICATE) fail(alt);
  if (!(alt[1] === 0 || isStr(alt[1])) || !isArgs(alt[2])) fail(alt);
  block(alt[3], depth + 1, max);
  alternative(alt[4], depth + 1, max);
}

function instruction(inst: unknown, depth: number, max: number): void {
  if (typeof inst === 'number') {
    if (inst < Op.META_LEFT || inst > Op.TAB) fail(inst);
    return;
  }
  if (!Array.isArray(inst)) fail(inst);
  const ok = ((): boolean => {
    switch (inst[0]) {
      case Op.TEXT:
      case Op.EVAL:
        return isStr(inst[1]);
      case Op.COMMENT:
        return true;
      case Op.VARIABLE:
        return isPaths(inst[1]) && isFormatters(inst[2]);
      case Op.BINDVAR:
        return isStr(inst[1]) && isPaths(inst[2]) && isFormatters(inst[3]);
      case Op.SECTION:
      case Op.REPEATED:
        block(inst[2], depth + 1, max);
        alternative(inst[3], depth + 1, max);
        if (inst[0] === Op.REPEATED) block(inst[4], depth + 1, max);
        return isPath(inst[1]);
      case Op.PREDICATE:
        block(inst[3], depth + 1, max);
        alternative(inst[4], depth + 1, max);
        return isStr(inst[1]) && isArgs(inst[2]);
      case Op.IF:
        block(inst[3], depth + 1, max);
        alternative(inst[4], depth + 1, max);
        return (
          Array.isArray(inst[1]) &&
          isPaths(inst[2]) &&
          inst[1].length === (inst[2] as unknown[]).length - 1
        );
      case Op.MACRO:
        block(inst[2], depth + 1, max);
        return isStr(inst[1]);
      case Op.INJECT:
        return isStr(inst[1]) && isStr(inst[2]) && isArgs(inst[3]);
      case Op.INCLUDE:
        return isStr(inst[1]) && isArgs(inst[2]);
      case Op.CTXVAR:
        return (
          isStr(inst[1]) &&
          Array.isArray(inst[2]) &&
          inst[2].every((p: unknown) => Array.isArray(p) && isStr(p[0]) && isPath(p[1]))
        );
      default:
        return false;
    }
  })();
  if (!ok) fail(inst);
}
