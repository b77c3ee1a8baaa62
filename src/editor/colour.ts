/**
 * The colour bounds (section 8): hue 0-360; saturation, lightness and alpha 0-1; hex of 3 to 6
 * digits; and their texts. The template's `website-color`/`color-weight` formatters and the
 * colour picker both use them.
 */

export const HUE_MAX = 360;

/** The documents' colour texts, as the template engine prints them. */
export const COLOUR_TEXTS = {
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
  missing: 'Missing an H/S/L value.',
} as const;

/** 3 to 6 hex digits, with or without `#`. */
export const HEX_PATTERN = /^#?[\da-f]{3,6}$/i;

export const hueInBounds = (h: number): boolean => h >= 0 && h <= HUE_MAX;
/** Saturation, lightness and alpha. */
export const unitInBounds = (n: number): boolean => n >= 0 && n <= 1;

/** The texts of the values out of bounds, in the order H, S, L, A (`alpha` null: none). */
export function hslProblems(h: number, s: number, l: number, a: number | null): string[] {
  const problems: string[] = [];
  if (!hueInBounds(h)) problems.push(COLOUR_TEXTS.hue);
  if (!unitInBounds(s)) problems.push(COLOUR_TEXTS.saturation);
  if (!unitInBounds(l)) problems.push(COLOUR_TEXTS.lightness);
  if (a !== null && !unitInBounds(a)) problems.push(COLOUR_TEXTS.alpha);
  return problems;
}

/**
 * A hex colour as a number: 3 digits double up (`abc` is `aabbcc`), 4 and 5 read as a plain
 * number as the platform does; -1 when it is not 3 to 6 hex digits.
 */
export function hexValue(s: string): number {
  if (!HEX_PATTERN.test(s)) return -1;
  const hex = s.startsWith('#') ? s.slice(1) : s;
  return parseInt(hex.length === 3 ? hex.replace(/./g, '$&$&') : hex, 16);
}
