/** Compiling template source: scans it into text, comments and tags, assembles the tree. */
import { Assembler } from './assembler';
import type { Opener } from './assembler';
import type { Position, TemplateError } from './errors';
import type { RootInst } from './instructions';
import * as Op from './opcodes';
import { parseTag } from './tag-parser';

export interface CompileResult {
  /** The instruction tree (the platform's JSON form). Always present, even with errors. */
  readonly code: RootInst;
  readonly errors: TemplateError[];
}

/** Tags with these opcodes open a block closed by `{.end}`. */
const isOpener = (op: number): boolean =>
  op === Op.SECTION || op === Op.REPEATED || op === Op.PREDICATE || op === Op.IF || op === Op.MACRO;
const LBRACE = 123;
const RBRACE = 125;
const NEWLINE = 10;
const HASH = 35;

/**
 * Scans template source into text, comments and tags and assembles the instruction tree.
 * A `{` that does not open a well-formed tag on the same line is plain text.
 */
export function compileSource(
  source: string,
  maxNesting: number,
  positions: Map<unknown, Position> | null = null,
): CompileResult {
  const errors: TemplateError[] = [];
  const locate = (offset: number): Position => {
    let line = 1;
    let lineStart = 0;
    for (let n = source.indexOf('\n'); n >= 0 && n < offset; n = source.indexOf('\n', n + 1)) {
      line++;
      lineStart = n + 1;
    }
    return { line, column: offset - lineStart + 1 };
  };
  const asm = new Assembler(errors, maxNesting, locate);
  const len = source.length;
  let textStart = 0;
  let i = 0;

  while (i < len) {
    const open = source.indexOf('{', i);
    if (open < 0) break;
    if (source.charCodeAt(open + 1) === HASH) {
      const multi = source.charCodeAt(open + 2) === HASH;
      const close = source.indexOf(multi ? '##}' : '}', open + (multi ? 3 : 2));
      if (close < 0) {
        asm.error('Unclosed comment', open);
        asm.text(source.slice(textStart, open));
        textStart = len;
        break;
      }
      asm.text(source.slice(textStart, open));
      asm.leaf([Op.COMMENT, source.slice(open + (multi ? 3 : 2), close), multi ? 1 : 0]);
      textStart = i = close + (multi ? 3 : 1);
      continue;
    }
    const close = findClose(source, open + 1);
    if (close < 0) {
      i = open + 1;
      continue;
    }
    const tag = parseTag(source, open + 1, close);
    if (tag === null) {
      i = open + 1;
      continue;
    }
    asm.text(source.slice(textStart, open));
    textStart = i = close + 1;
    if (tag === 'end') asm.end(open);
    else if (tag === 'alternates') asm.alternates(open);
    else if (typeof tag === 'object' && !Array.isArray(tag)) asm.error(tag.error, open);
    else {
      if (positions) positions.set(tag, locate(open));
      if (typeof tag === 'number') asm.leaf(tag);
      else if (tag[0] === Op.OR_PREDICATE) asm.or(tag, open);
      else if (isOpener(tag[0])) asm.open(tag as Opener, open);
      else asm.leaf(tag);
    }
  }
  asm.text(source.slice(textStart));
  const code = asm.finish();
  return { code, errors };
}

/** Offset of the `}` closing a tag body starting at `from`, or -1 if `{` or a newline comes first. */
function findClose(source: string, from: number): number {
  const len = source.length;
  for (let j = from; j < len; j++) {
    const c = source.charCodeAt(j);
    // Most characters of a tag are below '{' and are not a newline.
    if (c < LBRACE && c !== NEWLINE) continue;
    if (c === RBRACE) return j > from ? j : -1;
    if (c === LBRACE || c === NEWLINE) return -1;
  }
  return -1;
}
