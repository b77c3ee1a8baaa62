/**
 * The font picker's rules: the documents' font categories (Sans Serif, Serif, Display, Script,
 * Slab Serif, Mono, Other), the search over a font list, the fonts kept in the Style Guide and
 * the Typekit Kit ID. Shared by the picker and the mock server, which checks the same.
 */

export const FONT_CATEGORIES = [
  'Sans Serif',
  'Serif',
  'Display',
  'Script',
  'Slab Serif',
  'Mono',
  'Other',
] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

export interface Font {
  family: string;
  category: FontCategory;
}

/** Fonts kept in the Style Guide (ours: the documents give no number). */
export const STYLE_GUIDE_MAX = 12;
/** A font family name's longest length (ours). */
export const FONT_FAMILY_MAX = 80;
/** A Typekit Kit ID: Adobe's kit ids are 7 lower-case letters and digits. */
export const TYPEKIT_KIT_PATTERN = /^[a-z0-9]{7}$/;

const fold = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The fonts whose family contains every word of `query` (case and accents aside), of one
 * category or all (`undefined`), in the list's order.
 */
export function searchFonts(
  fonts: readonly Font[],
  query: string,
  category?: FontCategory,
): Font[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return fonts.filter(
    (font) =>
      (category === undefined || font.category === category) &&
      words.every((word) => fold(font.family).includes(word)),
  );
}

/** The fonts of `fonts` per category, in the documents' order, empty categories left out. */
export function fontsByCategory(fonts: readonly Font[]): [FontCategory, Font[]][] {
  return FONT_CATEGORIES.map((c): [FontCategory, Font[]] => [
    c,
    fonts.filter((f) => f.category === c),
  ]).filter(([, list]) => list.length > 0);
}

/** The Style Guide with `family` in (once, at most {@link STYLE_GUIDE_MAX}) or out. */
export function toggleStyleGuideFont(styleGuide: readonly string[], family: string): string[] {
  if (styleGuide.includes(family)) return styleGuide.filter((f) => f !== family);
  return styleGuide.length >= STYLE_GUIDE_MAX ? [...styleGuide] : [...styleGuide, family];
}

/** A Typekit Kit field's value: blank (no kit) or a kit id. */
export const typekitKitValid = (kit: string): boolean =>
  kit.trim() === '' || TYPEKIT_KIT_PATTERN.test(kit.trim());
