import type {
  IfInst,
  Instruction,
  MacroInst,
  OrPredicateInst,
  PredicateInst,
  RepeatedInst,
  SectionInst,
} from './instructions';
import { IfOp, Op } from './opcodes';
import { isNameChar, parseArgs, parseBindings, parsePath, parseVariables } from './syntax';

/** What one `{...}` tag means to the assembler. `null` means "not a tag: plain text". */
export type Tag =
  | { readonly kind: 'leaf'; readonly inst: Instruction }
  | {
      readonly kind: 'open';
      readonly inst: SectionInst | RepeatedInst | PredicateInst | IfInst | MacroInst;
    }
  | { readonly kind: 'or'; readonly inst: OrPredicateInst }
  | { readonly kind: 'alternates' }
  | { readonly kind: 'end' }
  | { readonly kind: 'error'; readonly message: string }
  | null;

const END: Tag = { kind: 'end' };
const ALTERNATES: Tag = { kind: 'alternates' };
const ATOMS: Record<string, Instruction> = {
  'meta-left': Op.META_LEFT,
  'meta-right': Op.META_RIGHT,
  newline: Op.NEWLINE,
  space: Op.SPACE,
  tab: Op.TAB,
};

function isVarStart(c: number): boolean {
  // A-Z a-z _ $ @
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c === 64;
}

function error(message: string): Tag {
  return { kind: 'error', message };
}

/**
 * Parses the text between `{` and `}` (comments are handled by the scanner): `source` from
 * `from` to `to`, or all of it.
 */
export function parseTag(source: string, from = 0, to = source.length): Tag {
  const c = source.charCodeAt(from);
  if (c === 46 /* . */) return parseDirective(source, from + 1, to);
  if (!isVarStart(c)) return null;
  const parsed = parseVariables(source, from, to);
  return parsed ? { kind: 'leaf', inst: [Op.VARIABLE, parsed.vars, parsed.formatters] } : null;
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
  // `{.end}`, the most common directive, needs no more text.
  if (from + n === to && word === 'end') return END;
  const rest = source.slice(from + n, to);
  if (source.charCodeAt(from + n - 1) === 63) {
    return { kind: 'open', inst: [Op.PREDICATE, word, parseArgs(rest), [], Op.END] };
  }
  const c = rest.charCodeAt(0);
  // After a directive's name comes whitespace or the end of the tag.
  if (rest !== '' && c !== 32 && c !== 9) return null;
  const arg = rest === '' ? '' : rest.trim();
  switch (word) {
    case 'section': {
      const path = parsePath(arg);
      return path
        ? { kind: 'open', inst: [Op.SECTION, path, [], Op.END] }
        : error(`Invalid section variable '${arg}'`);
    }
    case 'repeated': {
      const r = /^section\s+(\S+)$/.exec(arg);
      const path = r ? parsePath(r[1] as string) : null;
      return path
        ? { kind: 'open', inst: [Op.REPEATED, path, [], Op.END, []] }
        : error(`Invalid repeated section '${arg}'`);
    }
    case 'end':
      return arg === '' ? END : error('Unexpected text after {.end}');
    case 'alternates':
      return arg === 'with' ? ALTERNATES : error(`Unrecognized instruction '.alternates ${arg}'`);
    case 'or': {
      if (arg === '') return { kind: 'or', inst: [Op.OR_PREDICATE, 0, 0, [], Op.END] };
      const p = predicate(rest.slice(1));
      return p
        ? { kind: 'or', inst: [Op.OR_PREDICATE, p[0], p[1], [], Op.END] }
        : error(`Invalid predicate in {.or ${arg}}`);
    }
    case 'if':
      return parseIf(rest.slice(1), arg);
    case 'var':
    case 'bindvar': {
      const r = /^(@\S*)\s+(.+)$/.exec(arg);
      const parsed = r ? parseVariables(r[2] as string) : null;
      return r && parsed
        ? { kind: 'leaf', inst: [Op.BINDVAR, r[1] as string, parsed.vars, parsed.formatters] }
        : error(`Invalid variable binding '${arg}'`);
    }
    case 'ctx': {
      const r = /^(@\S*)\s+(.+)$/.exec(arg);
      const pairs = r ? parseBindings(r[2] as string) : null;
      return r && pairs
        ? { kind: 'leaf', inst: [Op.CTXVAR, r[1] as string, pairs] }
        : error(`Invalid context binding '${arg}'`);
    }
    case 'macro':
      return /^\S+$/.test(arg)
        ? { kind: 'open', inst: [Op.MACRO, arg, []] }
        : error(`Invalid macro name '${arg}'`);
    case 'include': {
      const r = /^(\S+)(.*)$/s.exec(rest.slice(1));
      return r
        ? { kind: 'leaf', inst: [Op.INCLUDE, r[1] as string, parseArgs(r[2] as string)] }
        : error('Missing name in {.include}');
    }
    case 'inject': {
      const r = /^(@\S*)\s+(\S+)(.*)$/s.exec(rest.slice(1));
      return r
        ? {
            kind: 'leaf',
            inst: [Op.INJECT, r[1] as string, r[2] as string, parseArgs(r[3] as string)],
          }
        : error(`Invalid injection '${arg}'`);
    }
    case 'eval':
      return { kind: 'leaf', inst: [Op.EVAL, rest.slice(1)] };
    default: {
      const atom = ATOMS[word];
      if (atom !== undefined) return arg === '' ? { kind: 'leaf', inst: atom } : null;
      return error(`Unrecognized instruction '.${word}'`);
    }
  }
}

function parseIf(text: string, trimmed: string): Tag {
  const p = predicate(text);
  if (p) return { kind: 'open', inst: [Op.PREDICATE, p[0], p[1], [], Op.END] };
  const parts = trimmed.split(/\s*(&&|\|\|)\s*/);
  const ops: number[] = [];
  const vars = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (i % 2 === 1) {
      ops.push(part === '&&' ? IfOp.AND : IfOp.OR);
      continue;
    }
    const path = parsePath(part);
    if (!path) return error(`Invalid {.if} condition '${trimmed}'`);
    vars.push(path);
  }
  return { kind: 'open', inst: [Op.IF, ops, vars, [], Op.END] };
}
