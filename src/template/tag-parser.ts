/** The tag parser: what one `{...}` tag means to the assembler. */
import type { Instruction } from './instructions';
import * as Op from './opcodes';
import { isNameChar, parseArgs, parseBindings, parsePath, parseVariables } from './syntax';

/**
 * What one `{...}` tag means to the assembler: its instruction (the opcode tells a leaf from
 * a block opener or an `{.or}`), `'end'`, `'alternates'`, an error, or `null` for "not a tag:
 * plain text". Instructions come back bare so the common tags allocate nothing else.
 */
export type Tag = Instruction | 'end' | 'alternates' | { readonly error: string } | null;

/** `{.meta-left}` ... `{.tab}`, whose opcodes follow one another from META_LEFT. */
const ATOMS = ['meta-left', 'meta-right', 'newline', 'space', 'tab'];

function isVarStart(c: number): boolean {
  // A-Z a-z _ $ @
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c === 64;
}

function error(message: string): Tag {
  return { error: message };
}

/**
 * Parses the text between `{` and `}` (comments are handled by the scanner): `source` from
 * `from` to `to`, or all of it.
 */
export function parseTag(source: string, from = 0, to = source.length): Tag {
  const c = source.charCodeAt(from);
  if (c === 46 /* . */) {
    // `{.end}` is the most common directive.
    return to - from === 4 && source.startsWith('end', from + 1)
      ? 'end'
      : parseDirective(source, from + 1, to);
  }
  if (!isVarStart(c)) return null;
  return parseVariables(source, from, to);
}

/** Length of the leading name, including a trailing `?`. */
function keyword(text: string, from = 0, to = text.length): number {
  let n = from;
  while (n < to && isNameChar(text.charCodeAt(n))) n++;
  return n > from && n < to && text.charCodeAt(n) === 63 ? n + 1 - from : n - from;
}

function predicate(text: string): [string, ReturnType<typeof parseArgs>] | null {
  const n = keyword(text);
  if (n === 0 || text.charCodeAt(n - 1) !== 63) return null;
  return [text.slice(0, n), parseArgs(text.slice(n))];
}

function parseDirective(source: string, from: number, to: number): Tag {
  const n = keyword(source, from, to);
  if (n === 0) return null;
  const word = source.slice(from, from + n);
  const rest = source.slice(from + n, to);
  if (source.charCodeAt(from + n - 1) === 63) {
    return [Op.PREDICATE, word, parseArgs(rest), [], Op.END];
  }
  const c = rest.charCodeAt(0);
  // After a directive's name comes whitespace or the end of the tag.
  if (rest !== '' && c !== 32 && c !== 9) return null;
  const arg = rest === '' ? '' : rest.trim();
  switch (word) {
    case 'section': {
      const path = parsePath(arg);
      return path ? [Op.SECTION, path, [], Op.END] : error(`Invalid section variable '${arg}'`);
    }
    case 'repeated': {
      // `section` and the path after a space: parsePath rejects any whitespace left in it.
      const c7 = arg.charCodeAt(7);
      const r =
        arg.startsWith('section') && (c7 === 32 || c7 === 9)
          ? [arg, arg.slice(8).trim()]
          : /^section\s+(\S+)$/.exec(arg);
      const path = r ? parsePath(r[1] as string) : null;
      return path
        ? [Op.REPEATED, path, [], Op.END, []]
        : error(`Invalid repeated section '${arg}'`);
    }
    case 'end':
      return arg === '' ? 'end' : error('Unexpected text after {.end}');
    case 'alternates':
      return arg === 'with' ? 'alternates' : error(`Unrecognized instruction '.alternates ${arg}'`);
    case 'or': {
      if (arg === '') return [Op.OR_PREDICATE, 0, 0, [], Op.END];
      const p = predicate(rest.slice(1));
      return p
        ? [Op.OR_PREDICATE, p[0], p[1], [], Op.END]
        : error(`Invalid predicate in {.or ${arg}}`);
    }
    case 'if':
      return parseIf(rest.slice(1), arg);
    case 'var':
    case 'bindvar': {
      const r = /^(@\S*)\s+(.+)$/.exec(arg);
      const parsed = r ? parseVariables(r[2] as string) : null;
      return r && parsed
        ? [Op.BINDVAR, r[1] as string, parsed[1], parsed[2]]
        : error(`Invalid variable binding '${arg}'`);
    }
    case 'ctx': {
      const r = /^(@\S*)\s+(.+)$/.exec(arg);
      const pairs = r ? parseBindings(r[2] as string) : null;
      return r && pairs
        ? [Op.CTXVAR, r[1] as string, pairs]
        : error(`Invalid context binding '${arg}'`);
    }
    case 'macro':
      return /^\S+$/.test(arg) ? [Op.MACRO, arg, []] : error(`Invalid macro name '${arg}'`);
    case 'include': {
      const r = /^(\S+)(.*)$/s.exec(rest.slice(1));
      return r
        ? [Op.INCLUDE, r[1] as string, parseArgs(r[2] as string)]
        : error('Missing name in {.include}');
    }
    case 'inject': {
      const r = /^(@\S*)\s+(\S+)(.*)$/s.exec(rest.slice(1));
      return r
        ? [Op.INJECT, r[1] as string, r[2] as string, parseArgs(r[3] as string)]
        : error(`Invalid injection '${arg}'`);
    }
    case 'eval':
      return [Op.EVAL, rest.slice(1)];
    default: {
      const atom = ATOMS.indexOf(word);
      if (atom >= 0) return arg === '' ? ((atom + Op.META_LEFT) as Instruction) : null;
      return error(`Unrecognized instruction '.${word}'`);
    }
  }
}

function parseIf(text: string, trimmed: string): Tag {
  const p = predicate(text);
  if (p) return [Op.PREDICATE, p[0], p[1], [], Op.END];
  const parts = /[&|]/.test(trimmed) ? trimmed.split(/\s*(&&|\|\|)\s*/) : [trimmed];
  const ops: number[] = [];
  const vars = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (i % 2 === 1) {
      ops.push(part === '&&' ? Op.IF_AND : Op.IF_OR);
      continue;
    }
    const path = parsePath(part);
    if (!path) return error(`Invalid {.if} condition '${trimmed}'`);
    vars.push(path);
  }
  return [Op.IF, ops, vars, [], Op.END];
}
