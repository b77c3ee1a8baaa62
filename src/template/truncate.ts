/** The `truncate` formatter, and its pieces the executor runs in place for a plain tag. */
import { toText } from './values';

const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || c === 160;

/** `{x|truncate max suffix...}`'s arguments: the length (100 by default) and the suffix. */
export const truncateMax = (args: readonly string[]): number =>
  args[0] === undefined ? 100 : parseInt(args[0], 10);
export const truncateSuffix = (args: readonly string[]): string =>
  args.length > 1 ? args.slice(1).join(' ') : '...';

export function truncate(value: unknown, args: readonly string[]): string {
  return truncateText(toText(value), truncateMax(args), truncateSuffix(args));
}

/** `s` cut at the last space before `max` characters, with `suffix`; the executor calls it in place. */
export function truncateText(s: string, max: number, suffix: string): string {
  if (!(max >= 0) || s.length <= max) return s;
  let end = max;
  while (end > 0 && !isSpace(s.charCodeAt(end - 1))) end--;
  return s.slice(0, end === 0 ? max : end) + suffix;
}
