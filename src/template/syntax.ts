import type { Args, FormatterCall, Path } from './instructions';

/**
 * Small parsers for the pieces of a tag: variable paths, formatter chains and argument lists.
 * Each returns `null` when its input is not that piece, so the caller decides whether the
 * whole tag is an error or plain text.
 */

const PATH_RE = /^[A-Za-z_$@][\w$@-]*(?:\.[\w$@-]+)*$/;
const DIGITS_RE = /^\d+$/;
const NAME_RE = /^[\w-]+/;

/** `a.b.0.c` -> `['a', 'b', 0, 'c']`; `@` -> `['@']`. */
export function parsePath(text: string): Path | null {
  if (text === '@') return ['@'];
  if (!PATH_RE.test(text)) return null;
  if (text.indexOf('.') < 0) return [text];
  const parts = text.split('.');
  const path: Path = [];
  for (const part of parts) path.push(DIGITS_RE.test(part) ? Number(part) : part);
  return path;
}

/** Arguments after a name: the first character is the delimiter, e.g. ` a b` or `:a:b`. */
export function parseArgs(rest: string): Args | 0 {
  if (rest === '') return 0;
  const delim = rest.charAt(0);
  return [rest.slice(1).split(delim), delim];
}

/** `f1 x y|f2` -> `[['f1', [['x', 'y'], ' ']], ['f2']]`. */
export function parseFormatters(text: string): FormatterCall[] | null {
  const calls: FormatterCall[] = [];
  for (const segment of text.split('|')) {
    const m = NAME_RE.exec(segment);
    if (!m) return null;
    const name = m[0];
    const args = parseArgs(segment.slice(name.length));
    calls.push(args === 0 ? [name] : [name, args]);
  }
  return calls;
}

/** `a, b.c|f x|g` -> the variables and the formatter chain (0 when none). */
export function parseVariables(
  text: string,
): { vars: Path[]; formatters: FormatterCall[] | 0 } | null {
  const bar = text.indexOf('|');
  const varText = bar < 0 ? text : text.slice(0, bar);
  const vars: Path[] = [];
  for (const part of varText.split(',')) {
    const path = parsePath(part.trim());
    if (!path) return null;
    vars.push(path);
  }
  if (bar < 0) return { vars, formatters: 0 };
  const formatters = parseFormatters(text.slice(bar + 1));
  return formatters ? { vars, formatters } : null;
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
