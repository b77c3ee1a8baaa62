/** `{x|json}`'s text: JSON safe inside an HTML `<script>`, written without `JSON.stringify` for plain data. */

/** `</script` (any case) as `<\/script`, so the JSON cannot close the element it is printed in. */
const SCRIPT_END = /<\/(script)/gi;
export const scriptSafe = (json: string): string =>
  json.indexOf('</') < 0 ? json : json.replace(SCRIPT_END, '<\\/$1');

const objectProto = Object.prototype;
const arrayProto = Array.prototype;

/** A string as JSON: as it is between quotes unless it holds a character JSON escapes, or `<`. */
function quote(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92 || c === 60 || (c >= 0xd800 && c <= 0xdfff))
      return scriptSafe(JSON.stringify(s));
  }
  return `"${s}"`;
}

/** Quoted keys with their colon, by key: a grid's objects share a few keys. */
const keys = new Map<string, string>();
function key(k: string): string {
  let text = keys.get(k);
  if (text === undefined) {
    text = `${quote(k)}:`;
    if (keys.size < 1000 && k.length <= 64) keys.set(k, text);
  }
  return text;
}

/**
 * `value` as JSON text, or undefined where `JSON.stringify` leaves it out; throws on anything
 * that is not plain data. Objects are read with `for...in`, which is JSON.stringify's own
 * enumerable keys in its order as long as the prototypes add none (`jsonText` checks) and the
 * object is plain (its prototype Object.prototype or null); an own `toJSON` function is found
 * among its keys. A cycle overflows the stack, which throws too.
 */
function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Number.isFinite(value) ? `${value}` : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      let out = Array.isArray(value) ? '[' : '{';
      if (Array.isArray(value)) {
        if ((value as { toJSON?: unknown }).toJSON !== undefined) throw 0;
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          out += write(value[i]) ?? 'null';
        }
        return `${out}]`;
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== objectProto && proto !== null) throw 0;
      for (const k in value) {
        const v = (value as Record<string, unknown>)[k];
        if (k === 'toJSON' && typeof v === 'function') throw 0;
        const text = write(v);
        if (text !== undefined) out += out.length > 1 ? `,${key(k)}${text}` : key(k) + text;
      }
      return `${out}}`;
    }
    case 'bigint':
      throw 0;
  }
  return undefined;
}

/** Whether anything enumerable or a `toJSON` was added to the built-in prototypes. */
function changedPrototypes(): boolean {
  for (const _ in objectProto) return true;
  for (const _ in arrayProto) return true;
  return 'toJSON' in objectProto;
}

/**
 * Exactly `JSON.stringify(value)` with `</script` escaped (`scriptSafe`), and empty text where
 * JSON.stringify gives undefined. Plain data (what JSON.parse makes) is written by `write`, about
 * 1.4x as fast as JSON.stringify on the grid benchmark's variants (bench/suites/template.ts);
 * anything else (`toJSON`, class instances, boxed values, BigInt, cycles, nesting deeper than the
 * stack) goes to JSON.stringify, which throws what it throws.
 */
export function jsonText(value: unknown): string {
  let text: string | undefined;
  try {
    if (changedPrototypes()) throw 0;
    text = write(value);
  } catch {
    text = JSON.stringify(value) as string | undefined;
    text = text && scriptSafe(text);
  }
  return text ?? '';
}
