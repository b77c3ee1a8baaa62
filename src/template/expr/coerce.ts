/** JavaScript-like number conversion and equality for `{.eval}` expressions. */
import { deepEqual } from '../values';

/** JavaScript-like number conversion: `"0x10"` is 16, `true` is 1, missing is NaN. */
export function toNumber(v: unknown): number {
  switch (typeof v) {
    case 'number':
      return v;
    case 'boolean':
      return v ? 1 : 0;
    case 'string':
      return Number(v);
    case 'object':
      return v === null ? 0 : NaN;
    default:
      return NaN;
  }
}

export function strictEquals(a: unknown, b: unknown): boolean {
  if (typeof a !== typeof b) return false;
  return typeof a === 'object' ? deepEqual(a, b) : a === b;
}

/** Loose equality: `"1" == 1` and `true == 1`; missing equals null. */
export function looseEquals(a: unknown, b: unknown): boolean {
  if (typeof a === typeof b) return strictEquals(a, b);
  const an = a === null || a === undefined;
  const bn = b === null || b === undefined;
  if (an || bn) return an && bn;
  if (typeof a === 'object' || typeof b === 'object') return false;
  return toNumber(a) === toNumber(b);
}
