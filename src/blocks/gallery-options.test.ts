/** The gallery options' defaults, clamps and design-switch rules (templates document, section 9). */
import { describe, expect, it } from 'vitest';
import {
  GALLERY_DEFAULTS,
  readGalleryOptions,
  setGalleryOption,
  showsControls,
} from './gallery-options';

describe('readGalleryOptions', () => {
  it('gives the documents’ defaults for a gallery with no options', () => {
    const options = readGalleryOptions(undefined);
    expect(options.design).toBe('grid');
    expect(options['autoplay-duration']).toBe(5);
    expect(options['thumbnails-per-row']).toBe(4);
    expect(options.padding).toBe(20);
    expect(options['max-width']).toBe(300);
    expect(options['thumbnail-strip-height']).toBe(80);
    expect(options['thumbnail-strip-margin']).toBe(20);
    expect(options['aspect-ratio']).toBe('square');
    expect(options['meta-position']).toBe('bottom');
    expect(options['active-alignment']).toBe('center');
    expect(options['auto-crop']).toBe(true);
    expect(options['square-thumbs']).toBe(true);
    expect(options.lightboxTheme).toBe('dark');
    expect(options.autoplay || options.lightbox || options.thumbnails).toBe(false);
  });

  it.each([
    ['autoplay-duration', 0, 1],
    ['autoplay-duration', 60, 10],
    ['thumbnails-per-row', -3, 1],
    ['thumbnails-per-row', 11, 10],
    ['padding', 51, 50],
    ['padding', -1, 0],
    ['max-width', 99, 100],
    ['max-width', 1000, 300],
    ['thumbnail-strip-height', 201, 200],
    ['thumbnail-strip-margin', 61, 60],
    ['padding', '35', 35],
    ['thumbnails-per-row', 2.6, 3],
  ] as const)('clamps %s %s to %s', (key, value, expected) => {
    expect(readGalleryOptions({ [key]: value })[key]).toBe(expected);
  });

  it('falls back to the default for values that are not numbers or not among the choices', () => {
    const options = readGalleryOptions({
      padding: 'wide',
      design: 'carousel',
      'meta-position': 'middle',
      lightboxTheme: 'sepia',
      autoplay: 'maybe',
    });
    expect(options.padding).toBe(GALLERY_DEFAULTS.padding);
    expect(options.design).toBe('grid');
    expect(options['meta-position']).toBe('bottom');
    expect(options.lightboxTheme).toBe('dark');
    expect(options.autoplay).toBe(false);
  });

  it('reads every documented choice and the on/off values templates print', () => {
    const options = readGalleryOptions({
      design: 'stacked',
      'aspect-ratio': 'anamorphic-widescreen',
      'meta-position': 'top-right',
      'active-alignment': 'left',
      lightboxTheme: 'light',
      lightbox: 'true',
      controls: 1,
    });
    expect(options).toMatchObject({
      design: 'stacked',
      'aspect-ratio': 'anamorphic-widescreen',
      'meta-position': 'top-right',
      'active-alignment': 'left',
      lightboxTheme: 'light',
      lightbox: true,
      controls: true,
    });
  });
});

describe('setGalleryOption', () => {
  const base = readGalleryOptions({ autoplay: true, thumbnails: false });

  it('turns thumbnails on when the design becomes slideshow', () => {
    expect(setGalleryOption(base, 'design', 'slideshow')).toMatchObject({
      design: 'slideshow',
      thumbnails: true,
      autoplay: true,
    });
  });

  it('turns thumbnails off when the design becomes slider', () => {
    const withThumbs = { ...base, thumbnails: true };
    expect(setGalleryOption(withThumbs, 'design', 'slider')).toMatchObject({
      thumbnails: false,
      autoplay: true,
    });
  });

  it.each(['grid', 'stacked'] as const)('turns thumbnails and autoplay off for %s', (design) => {
    const playing = { ...base, thumbnails: true, autoplay: true };
    expect(setGalleryOption(playing, 'design', design)).toMatchObject({
      design,
      thumbnails: false,
      autoplay: false,
    });
  });

  it('clamps an option set out of range instead of throwing', () => {
    expect(setGalleryOption(base, 'autoplay-duration', 99)['autoplay-duration']).toBe(10);
  });
});

describe('showsControls (the carousel rule)', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('controls %s, indicators %s: %s', (controls, indicators, shown) => {
    expect(showsControls({ controls, indicators })).toBe(shown);
  });
});
