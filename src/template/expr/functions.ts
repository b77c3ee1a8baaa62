/** The functions callable from `{.eval}`. */
import { isTruthy, toText } from '../values';
import { toNumber } from './coerce';

/** Functions callable from `{.eval}`: `num(a) + 1`. */
export const exprFunctions: Readonly<Record<string, (args: unknown[]) => unknown>> = {
  num: (a) => toNumber(a[0]),
  str: (a) => toText(a[0]),
  bool: (a) => isTruthy(a[0]),
  abs: (a) => Math.abs(toNumber(a[0])),
  floor: (a) => Math.floor(toNumber(a[0])),
  ceil: (a) => Math.ceil(toNumber(a[0])),
  round: (a) => Math.round(toNumber(a[0])),
  min: (a) => Math.min(...a.map(toNumber)),
  max: (a) => Math.max(...a.map(toNumber)),
};
