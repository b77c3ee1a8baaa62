/**
 * The colour picker's model: one colour as RGBA, read from and written to the picker's fields
 * (Hex, RGB, HSL, Alpha) within the documents' bounds (`colour.ts`: hue 0-360; saturation,
 * lightness and alpha 0-1; hex of 3 to 6 digits), and the swatch list the owner keeps.
 */
import { COLOUR_TEXTS, hexValue, hslProblems, HEX_PATTERN } from './colour';

/** Channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}
/** Hue 0-360; saturation, lightness and alpha 0-1 (the documents' units). */
export interface Hsla {
  h: number;
  s: number;
  l: number;
  a: number;
}

/** The preset colours the picker offers before any swatch is added. */
export const PRESET_COLOURS = [
  '#000000',
  '#ffffff',
  '#1f2933',
  '#a40e26',
  '#d97706',
  '#15803d',
  '#1d4ed8',
  '#7c3aed',
] as const;
/** Swatches an owner may keep (ours: the documents give no number). */
export const SWATCH_MAX = 24;

const round = (n: number, places = 0): number => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};
const channel = (n: number): number => Math.min(255, Math.max(0, Math.round(n)));

/** `#rrggbb` of a colour (alpha aside). */
export function rgbaToHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => channel(c).toString(16).padStart(2, '0')).join('')}`;
}

/** A hex field's colour (3 to 6 digits, `#` optional; 3 digits double up), or undefined. */
export function hexToRgba(hex: string, a = 1): Rgba | undefined {
  const n = hexValue(hex.trim());
  if (n < 0 || n > 0xffffff) return undefined;
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a };
}

export function rgbaToHsla({ r, g, b, a }: Rgba): Hsla {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d > 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === rn) h = ((gn - bn) / d) % 6;
    else if (max === gn) h = (bn - rn) / d + 2;
    else h = (rn - gn) / d + 4;
    h = (h * 60 + 360) % 360;
  }
  return { h: round(h), s: round(s, 2), l: round(l, 2), a: round(a, 2) };
}

export function hslaToRgba({ h, s, l, a }: Hsla): Rgba {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (h % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1
      ? [c, x, 0]
      : hp < 2
        ? [x, c, 0]
        : hp < 3
          ? [0, c, x]
          : hp < 4
            ? [0, x, c]
            : hp < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = l - c / 2;
  return { r: channel((r1 + m) * 255), g: channel((g1 + m) * 255), b: channel((b1 + m) * 255), a };
}

/** The HSL fields' colour, or the documents' texts of the values out of bounds. */
export function readHsla(
  fields: Record<keyof Hsla, string>,
): { colour: Rgba; problems?: never } | { colour?: never; problems: string[] } {
  const [h, s, l, a] = (['h', 's', 'l', 'a'] as const).map((k) =>
    fields[k].trim() === '' ? NaN : Number(fields[k]),
  ) as [number, number, number, number];
  if ([h, s, l].some(Number.isNaN)) return { problems: [COLOUR_TEXTS.missing] };
  const problems = hslProblems(h, s, l, Number.isNaN(a) ? 1 : a);
  if (problems.length > 0) return { problems };
  return { colour: hslaToRgba({ h, s, l, a: Number.isNaN(a) ? 1 : a }) };
}

/** True when `hex` is 3 to 6 hex digits. */
export const isHex = (hex: string): boolean => HEX_PATTERN.test(hex.trim());

/** The swatches with `hex` added (lower case, once, newest last, at most {@link SWATCH_MAX}). */
export function addSwatch(swatches: readonly string[], hex: string): string[] {
  const colour = hexToRgba(hex);
  if (!colour) return [...swatches];
  const clean = rgbaToHex(colour);
  const rest = swatches.filter((s) => s !== clean);
  return [...rest, clean].slice(-SWATCH_MAX);
}
