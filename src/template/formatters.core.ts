/** Core formatters: escaping, JSON, strings, lookups and simple numbers. */
import { htmlAttr, htmlText } from './escape';
import { jsonText, scriptSafe } from './json-text';
import type { FormatterTable, RenderContext } from './plugins';
import { numberOf, size } from './predicates.content';
import { truncate } from './truncate';
import { child, isTruthy, toText } from './values';

function pathOf(v: unknown, ctx: RenderContext, arg: string): unknown[] {
  const key = scoped(v, ctx, arg);
  return Array.isArray(key) ? key : [key];
}

function dig(value: unknown, keys: readonly unknown[]): unknown {
  for (const key of keys) {
    if (typeof key === 'number') value = child(value, Array.isArray(value) ? key : String(key));
    else if (typeof key === 'string') value = child(value, key);
    else return undefined;
  }
  return value;
}

/** `a.0.b` as path segments, digits as array indexes. */
const keysOf = (path: string): unknown[] =>
  path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));

/** Keeps ASCII letters, digits, whitespace and '-', turns whitespace runs into '-', lower-cases. */
export const slugify = (s: string): string =>
  s
    .replace(/[^a-zA-Z0-9\s-]+/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();

/**
 * Resolves `path` as the platform does while a tag's formatters run: the tag's value is the
 * innermost scope, so a name it has wins over the enclosing scopes. `@` names resolve as usual.
 */
export function scoped(node: unknown, ctx: RenderContext, path: string): unknown {
  if (path.charCodeAt(0) === 64) return ctx.lookup(path);
  const keys = keysOf(path);
  const first = dig(node, keys.slice(0, 1));
  return first === undefined ? ctx.lookup(path) : dig(first, keys.slice(1));
}

/** `{0}`-style placeholders filled from `values`; an index out of range prints nothing, a malformed placeholder is dropped. */
function fill(pattern: string, values: readonly string[]): string {
  return pattern.replace(/\{([^}]*)\}?/g, (_m, inner: string) =>
    /^\d*$/.test(inner) ? (values[Number(inner)] ?? '') : '',
  );
}

/** The nth (1 first, -1 last) item of `items` whose `path` is truthy, through `table` when given. */
function findNth(
  items: unknown,
  path: unknown[] | null,
  table: unknown,
  forward: boolean,
): unknown {
  if (!Array.isArray(items)) return undefined;
  return (forward ? items : [...items].reverse()).find(
    (item: unknown) =>
      path === null || isTruthy(dig(table === undefined ? item : child(table, toText(item)), path)),
  );
}

/** `{items|find-first path}` or `{ids|find-first table path}`. */
const find =
  (forward: boolean) =>
  (v: unknown, args: readonly string[], ctx: RenderContext): unknown => {
    const table = args.length === 2 ? scoped(v, ctx, args[0] as string) : undefined;
    const path = args.length > 0 ? keysOf(args[args.length === 2 ? 1 : 0] as string) : null;
    if (args.length === 2 && table === undefined) return undefined;
    return findNth(v, path, table, forward);
  };

export const coreFormatters: FormatterTable = {
  html: htmlText,
  htmlattr: htmlAttr,
  htmltag: htmlAttr,
  safe: (v) => {
    // Tags end at the last `>`: a `<` after it opens none, and is not searched again for each
    // `<` (60,000 of them took 4 s).
    const s = toText(v);
    const end = s.lastIndexOf('>') + 1;
    return s.slice(0, end).replace(/<[^>]*>/g, '') + s.slice(end);
  },
  json: jsonText,
  'json-pretty': (v) => {
    const s = JSON.stringify(v, null, 2) as string | undefined;
    return s === undefined ? '' : scriptSafe(s);
  },
  raw: (v) => (v === undefined ? '' : JSON.stringify(v)),
  str: (v) => toText(v),
  output: (_v, args) => args.join(' '),
  format: (v, args, ctx) =>
    fill(
      toText(v),
      args.map((arg) => toText(ctx.lookup(arg))),
    ),
  'line-breaks': (v) => toText(v).replace(/\n/g, '<br/>'),
  smartypants: (v) =>
    toText(v)
      .replace(/(^|[-\u2014\s([\u201c"])'/g, '$1\u2018')
      .replace(/'/g, '\u2019')
      .replace(/(^|[-\u2014/([\u2018\s])"/g, '$1\u201c')
      .replace(/"/g, '\u201d')
      .replace(/--/g, '\u2014'),
  'find-first': find(true),
  'find-last': find(false),
  truncate,
  slugify: (v) => slugify(toText(v)),
  'encode-space': (v) => toText(v).replace(/ /g, '&nbsp;'),
  'encode-uri': (v) => encodeURI(toText(v)),
  'encode-uri-component': (v) => encodeURIComponent(toText(v)),
  'url-encode': (v) => encodeURIComponent(toText(v)),
  count: (v) => (typeof v === 'string' ? v.length : size(v)),
  iter: (_v, _args, ctx) => ctx.lookup('@index'),
  cycle: (v, args) => {
    const n = Math.trunc(numberOf(v));
    return args.length === 0 || !Number.isFinite(n)
      ? ''
      : args[(((n - 1) % args.length) + args.length) % args.length];
  },
  mod: (v, args) => numberOf(v) % (parseInt(args[0] ?? '', 10) || 2),
  round: (v) => Math.round(numberOf(v)),
  pluralize: (v, args) => {
    const singular = args.length > 1 ? (args[0] as string) : '';
    const plural = args.length > 1 ? (args[1] as string) : (args[0] ?? 's');
    return numberOf(v) === 1 ? singular : plural;
  },
  get: (v, args, ctx) =>
    dig(
      v,
      args.flatMap((arg) => pathOf(v, ctx, arg)),
    ),
  prop: (v, args) =>
    dig(
      v,
      args.flatMap((arg) => arg.split('.')),
    ),
  // The first argument names a variable whose text is the path to look up.
  lookup: (v, args, ctx) => (args[0] ? scoped(v, ctx, toText(scoped(v, ctx, args[0]))) : ''),
  'key-by': (v, args) => {
    if (!Array.isArray(v)) return undefined;
    const keys = (args[0] ?? '').split('.');
    const out: Record<string, unknown> = {};
    for (const item of v) {
      const key = dig(item, keys);
      if (typeof key === 'string' || typeof key === 'number') out[key] = item;
    }
    return out;
  },
};
