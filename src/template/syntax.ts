/**
 * Small parsers for the pieces of a tag: variable paths, formatter chains and argument lists.
 * Each returns `null` when its input is not that piece, so the caller decides whether the
 * whole tag is an error or plain text.
 */
import type { Args, FormatterCall, Path, VariableInst } from './instructions';

/** Letters, digits, `_`, `-`: the characters of formatter and predicate names. */
export function isNameChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45
  );
}

/** Letters, digits, `_`, `$`, `@`, `-`: the characters of a path segment. */
function isSegmentChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 95 ||
    c === 36 ||
    c === 64 ||
    c === 45
  );
}

/**
 * `a.b.0.c` -> `['a', 'b', 0, 'c']`; `@` -> `['@']`. Hand-rolled: it runs for every tag.
 * `from` and `to` parse a range of `text` without slicing it first.
 */
export function parsePath(text: string, from = 0, to = text.length): Path | null {
  const len = to;
  const first = text.charCodeAt(from);
  // The first character may not be a digit or '-'.
  if (len <= from || (first >= 48 && first <= 57) || first === 45) return null;
  const path: Path = [];
  let start = from;
  let digits = true;
  for (let i = from; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : 46;
    if (c === 46) {
      if (i === start) return null;
      const part = text.slice(start, i);
      path.push(digits ? Number(part) : part);
      start = i + 1;
      digits = true;
    } else if (isSegmentChar(c)) {
      if (c < 48 || c > 57) digits = false;
    } else return null;
  }
  return path;
}

const lookupCache = new Map<string, Path | null>();

/** `parsePath` for names resolved at render time (formatter and predicate arguments), cached. */
export function cachedPath(text: string): Path | null {
  let path = lookupCache.get(text);
  if (path === undefined) {
    path = parsePath(text.trim());
    if (lookupCache.size >= 2048) lookupCache.clear();
    lookupCache.set(text, path);
  }
  return path;
}

/** Arguments after a name: the first character is the delimiter, e.g. ` a b` or `:a:b`. */
export function parseArgs(rest: string): Args | 0 {
  if (rest === '') return 0;
  const delim = rest.charAt(0);
  return [rest.slice(1).split(delim), delim];
}

/** `f1 x y|f2` -> `[['f1', [['x', 'y'], ' ']], ['f2']]`, from `text` between `from` and `to`. */
export function parseFormatters(text: string, from = 0, to = text.length): FormatterCall[] | null {
  const calls: FormatterCall[] = [];
  let start = from;
  for (;;) {
    let end = start;
    while (end < to && text.charCodeAt(end) !== 124) end++;
    let n = start;
    while (n < end && isNameChar(text.charCodeAt(n))) n++;
    if (n === start) return null;
    const name = text.slice(start, n);
    calls.push(n === end ? [name] : [name, parseArgs(text.slice(n, end)) as Args]);
    if (end === to) return calls;
    start = end + 1;
  }
}

/** `a, b.c|f x|g` -> the variable tag: its variables and formatter chain (0 when none). */
export function parseVariables(text: string, from = 0, to = text.length): VariableInst | null {
  let bar = from;
  let comma = false;
  for (; bar < to; bar++) {
    const c = text.charCodeAt(bar);
    if (c === 124) break;
    if (c === 44) comma = true;
  }
  const vars: Path[] = [];
  if (!comma && text.charCodeAt(bar - 1) !== 32) {
    const path = parsePath(text, from, bar);
    if (!path) return null;
    vars.push(path);
  } else {
    for (const part of text.slice(from, bar).split(',')) {
      const path = parsePath(part.trim());
      if (!path) return null;
      vars.push(path);
    }
  }
  if (bar === to) return [1, vars, 0];
  const formatters = parseFormatters(text, bar + 1, to);
  return formatters ? [1, vars, formatters] : null;
}

/** Splits `name=a.b other=c` into pairs for `{.ctx}`. */
export function parseBindings(text: string): [string, Path][] | null {
  const pairs: [string, Path][] = [];
  for (const item of text.trim().split(/\s+/)) {
    const eq = item.indexOf('=');
    if (eq <= 0) return null;
    const path = parsePath(item.slice(eq + 1));
    if (!path) return null;
    pairs.push([item.slice(0, eq), path]);
  }
  return pairs;
}
