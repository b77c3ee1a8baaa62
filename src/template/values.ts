/**
 * The template's view of JSON values. Data stays plain JS (`undefined` is the platform's
 * "missing"); these helpers give the platform's truthiness, text and lookup rules.
 */
import { toText as dataText } from '../commerce/item-data';
import { hasOwn, isPlain, truthy } from '../commerce/product-data';
import { WrittenNumber } from './written-number';

export type JsonObject = { [key: string]: unknown };

/** A text of the page's `localizedStrings`, or `fallback` when it is missing or empty. */
export function localized(
  ctx: { lookup(path: string): unknown },
  key: string,
  fallback: string,
): string {
  return toText(ctx.lookup(`localizedStrings.${key}`)) || fallback;
}

export const isObject = isPlain as (v: unknown) => v is JsonObject;

/** One step of a path. Own properties only, so `constructor` or `__proto__` stay missing. */
export function child(node: unknown, key: string | number): unknown {
  if (typeof key === 'string') return property(node, key);
  return Array.isArray(node) ? node[key] : undefined;
}

/** `child` with a string key, the common case: an own property of an object that is not an array. */
export function property(node: unknown, key: string): unknown {
  return typeof node === 'object' && node !== null && !Array.isArray(node) && hasOwn.call(node, key)
    ? (node as JsonObject)[key]
    : undefined;
}

/**
 * Truthiness and printing of values are the platform's rules, shared with src/commerce; a number
 * kept as written (`readJson`) is a number to the one and its written text to the other.
 */
export function isTruthy(v: unknown): boolean {
  return typeof v === 'object' && v instanceof WrittenNumber ? v.value !== 0 : truthy(v);
}

export function toText(v: unknown): string {
  return typeof v === 'object' && v instanceof WrittenNumber ? v.text : dataText(v);
}

/** Structural equality of JSON values. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!hasOwn.call(b, k) || !deepEqual((a as JsonObject)[k], (b as JsonObject)[k])) return false;
  }
  return true;
}
