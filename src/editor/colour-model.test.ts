/** The colour picker's model: the documents' bounds (section 8) and the field conversions. */
import { describe, expect, it } from 'vitest';
import {
  addSwatch,
  hexToRgba,
  hslaToRgba,
  PRESET_COLOURS,
  readHsla,
  rgbaToHex,
  rgbaToHsla,
  SWATCH_MAX,
} from './colour-model';

describe('colour model', () => {
  it('reads hex of 3 to 6 digits, with or without #, and refuses anything else', () => {
    expect(hexToRgba('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(hexToRgba('a40e26')).toEqual({ r: 0xa4, g: 0x0e, b: 0x26, a: 1 });
    expect(hexToRgba('#ab')).toBeUndefined();
    expect(hexToRgba('#abcdef0')).toBeUndefined();
    expect(hexToRgba('#ggg')).toBeUndefined();
  });

  it('converts RGB and HSL both ways in the documents units (hue 0-360, the rest 0-1)', () => {
    const red = { r: 255, g: 0, b: 0, a: 0.5 };
    expect(rgbaToHsla(red)).toEqual({ h: 0, s: 1, l: 0.5, a: 0.5 });
    expect(hslaToRgba({ h: 120, s: 1, l: 0.25, a: 1 })).toEqual({ r: 0, g: 128, b: 0, a: 1 });
    for (const hex of PRESET_COLOURS) {
      const rgba = hexToRgba(hex);
      if (!rgba) throw new Error(hex);
      const back = hslaToRgba(rgbaToHsla(rgba));
      expect(
        Math.abs(back.r - rgba.r) + Math.abs(back.g - rgba.g) + Math.abs(back.b - rgba.b),
      ).toBeLessThan(8);
    }
    expect(rgbaToHex({ r: 300, g: -4, b: 15.6, a: 1 })).toBe('#ff0010');
  });

  it("answers 'Hue out of bounds.' and the others for HSL fields outside their bounds", () => {
    expect(readHsla({ h: '361', s: '1.2', l: '-0.1', a: '2' }).problems).toEqual([
      'Hue out of bounds.',
      'Saturation out of bounds.',
      'Lightness out of bounds.',
      'Alpha out of bounds.',
    ]);
    expect(readHsla({ h: '', s: '0.5', l: '0.5', a: '1' }).problems).toEqual([
      'Missing an H/S/L value.',
    ]);
    expect(readHsla({ h: '360', s: '0', l: '1', a: '0' }).colour).toEqual({
      r: 255,
      g: 255,
      b: 255,
      a: 0,
    });
  });

  it('adds a swatch once, in lower case, keeping the newest SWATCH_MAX', () => {
    expect(addSwatch(['#000000'], '#ABC')).toEqual(['#000000', '#aabbcc']);
    expect(addSwatch(['#aabbcc', '#000000'], 'aabbcc')).toEqual(['#000000', '#aabbcc']);
    expect(addSwatch(['#000000'], 'nope')).toEqual(['#000000']);
    const full = Array.from({ length: SWATCH_MAX }, (_, i) =>
      rgbaToHex({ r: i, g: 0, b: 0, a: 1 }),
    );
    const next = addSwatch(full, '#ffffff');
    expect(next).toHaveLength(SWATCH_MAX);
    expect(next.at(-1)).toBe('#ffffff');
    expect(next[0]).toBe('#010000');
  });
});
