/** The font picker's rules: the documents' categories, search, the Style Guide, Typekit Kit. */
import { describe, expect, it } from 'vitest';
import {
  FONT_CATEGORIES,
  fontsByCategory,
  searchFonts,
  STYLE_GUIDE_MAX,
  toggleStyleGuideFont,
  typekitKitValid,
  type Font,
} from './fonts';

const fonts: Font[] = [
  { family: 'Work Sans', category: 'Sans Serif' },
  { family: 'Playfair Display', category: 'Serif' },
  { family: 'Côté Script', category: 'Script' },
  { family: 'Roboto Slab', category: 'Slab Serif' },
  { family: 'Fira Mono', category: 'Mono' },
];

describe('font picker rules', () => {
  it('has the documents categories in their order', () => {
    expect(FONT_CATEGORIES).toEqual([
      'Sans Serif',
      'Serif',
      'Display',
      'Script',
      'Slab Serif',
      'Mono',
      'Other',
    ]);
  });

  it('searches every word of the query, ignoring case and accents, within a category', () => {
    expect(searchFonts(fonts, 'cote').map((f) => f.family)).toEqual(['Côté Script']);
    expect(searchFonts(fonts, 'SLAB rob').map((f) => f.family)).toEqual(['Roboto Slab']);
    expect(searchFonts(fonts, '', 'Serif').map((f) => f.family)).toEqual(['Playfair Display']);
    expect(searchFonts(fonts, 'display', 'Display')).toEqual([]);
  });

  it('groups by category in the documents order, leaving out empty ones', () => {
    expect(fontsByCategory(fonts).map(([c]) => c)).toEqual([
      'Sans Serif',
      'Serif',
      'Script',
      'Slab Serif',
      'Mono',
    ]);
  });

  it('keeps a Style Guide font once and at most STYLE_GUIDE_MAX of them', () => {
    expect(toggleStyleGuideFont(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleStyleGuideFont(['A', 'B'], 'A')).toEqual(['B']);
    const full = Array.from({ length: STYLE_GUIDE_MAX }, (_, i) => `F${i}`);
    expect(toggleStyleGuideFont(full, 'New')).toEqual(full);
  });

  it('takes a blank Typekit Kit or a 7-character kit id', () => {
    expect(typekitKitValid('')).toBe(true);
    expect(typekitKitValid('abc1234')).toBe(true);
    expect(typekitKitValid('ABC1234')).toBe(false);
    expect(typekitKitValid('abc12345')).toBe(false);
    expect(typekitKitValid('"><scr')).toBe(false);
  });
});
