/**
 * Gallery block options (templates document, section 9): the designs, meta positions, active
 * alignments, every option's default and range, the clamps and the design-switch rules. Pure: the
 * gallery widget reads a block's options through it, the owner console's gallery settings edit
 * them through it. Out-of-range values are clamped, unknown ones fall back to the default, never
 * thrown.
 */

export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export const GALLERY_ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;
/** Aspect ratios of the grid design (grid only). */
export const GALLERY_ASPECT_RATIOS = [
  'square',
  'standard',
  'standard-vertical',
  'four-three',
  'three-four-vertical',
  'widescreen',
  'anamorphic-widescreen',
] as const;
export const GALLERY_LIGHTBOX_THEMES = ['dark', 'light'] as const;

export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];
export type GalleryMetaPosition = (typeof GALLERY_META_POSITIONS)[number];
export type GalleryActiveAlignment = (typeof GALLERY_ACTIVE_ALIGNMENTS)[number];
export type GalleryAspectRatio = (typeof GALLERY_ASPECT_RATIOS)[number];
export type GalleryLightboxTheme = (typeof GALLERY_LIGHTBOX_THEMES)[number];

/** A gallery's options under the documents' own names (the names the template predicates read). */
export interface GalleryOptions {
  readonly design: GalleryDesign;
  readonly autoplay: boolean;
  /** Seconds per slide. @default 5 (1-10) */
  readonly 'autoplay-duration': number;
  readonly controls: boolean;
  /** Dots under a slideshow or slider; with `controls`, turns the carousel's controls on. */
  readonly indicators: boolean;
  readonly 'auto-crop': boolean;
  readonly 'aspect-ratio': GalleryAspectRatio;
  readonly 'square-thumbs': boolean;
  readonly thumbnails: boolean;
  /** Pixels. @default 80 (0-200) */
  readonly 'thumbnail-strip-height': number;
  /** Pixels. @default 20 (0-60) */
  readonly 'thumbnail-strip-margin': number;
  readonly 'show-meta-basic': boolean;
  readonly 'show-meta': boolean;
  readonly 'show-meta-only-title': boolean;
  readonly 'meta-position': GalleryMetaPosition;
  readonly 'show-meta-on-hover': boolean;
  readonly 'active-alignment': GalleryActiveAlignment;
  /** @default 4 (1-10) */
  readonly 'thumbnails-per-row': number;
  /** Pixels between images. @default 20 (0-50) */
  readonly padding: number;
  readonly lightbox: boolean;
  readonly lightboxTheme: GalleryLightboxTheme;
  /** @default 300 (100-300) */
  readonly 'max-width': number;
  readonly newWindow: boolean;
  readonly transparentBackground: boolean;
}

export const GALLERY_DEFAULTS: GalleryOptions = {
  design: 'grid',
  autoplay: false,
  'autoplay-duration': 5,
  controls: false,
  indicators: false,
  'auto-crop': true,
  'aspect-ratio': 'square',
  'square-thumbs': true,
  thumbnails: false,
  'thumbnail-strip-height': 80,
  'thumbnail-strip-margin': 20,
  'show-meta-basic': true,
  'show-meta': true,
  'show-meta-only-title': false,
  'meta-position': 'bottom',
  'show-meta-on-hover': false,
  'active-alignment': 'center',
  'thumbnails-per-row': 4,
  padding: 20,
  lightbox: false,
  lightboxTheme: 'dark',
  'max-width': 300,
  newWindow: false,
  transparentBackground: false,
};

type NumberKey = {
  [K in keyof GalleryOptions]: GalleryOptions[K] extends number ? K : never;
}[keyof GalleryOptions];

/** The documents' ranges, inclusive. */
export const GALLERY_RANGES: Readonly<Record<NumberKey, readonly [number, number]>> = {
  'autoplay-duration': [1, 10],
  'thumbnail-strip-height': [0, 200],
  'thumbnail-strip-margin': [0, 60],
  'thumbnails-per-row': [1, 10],
  padding: [0, 50],
  'max-width': [100, 300],
};

/** The options that take one of a list, with their lists. */
export const GALLERY_CHOICES = {
  design: GALLERY_DESIGNS,
  'meta-position': GALLERY_META_POSITIONS,
  'active-alignment': GALLERY_ACTIVE_ALIGNMENTS,
  'aspect-ratio': GALLERY_ASPECT_RATIOS,
  lightboxTheme: GALLERY_LIGHTBOX_THEMES,
} as const;

/** A value clamped into `[min, max]`; whole numbers only; not a number gives `fallback`. */
export function clampOption(
  value: unknown,
  [min, max]: readonly [number, number],
  fallback: number,
) {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (Number.isNaN(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** The platform's on/off values: booleans, and 'true'/'false'/1/0 as a template may print them. */
function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

const isKey = <T extends object>(o: T, key: PropertyKey): key is keyof T =>
  Object.prototype.hasOwnProperty.call(o, key);

/** Reads raw options (a block's JSON): every field defaulted, clamped or restricted to its choices. */
export function readGalleryOptions(raw: unknown): GalleryOptions {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(GALLERY_DEFAULTS) as (keyof GalleryOptions)[]) {
    const fallback = GALLERY_DEFAULTS[key];
    const value = source[key];
    if (isKey(GALLERY_RANGES, key)) {
      out[key] = clampOption(value, GALLERY_RANGES[key], fallback as number);
    } else if (isKey(GALLERY_CHOICES, key)) {
      const choices: readonly string[] = GALLERY_CHOICES[key];
      out[key] = typeof value === 'string' && choices.includes(value) ? value : fallback;
    } else out[key] = flag(value, fallback as boolean);
  }
  return out as unknown as GalleryOptions;
}

/**
 * Changes one option, clamped like {@link readGalleryOptions}; choosing a design applies the
 * design-switch rules: slideshow turns thumbnails on, slider turns them off, grid and stacked
 * turn thumbnails and autoplay off.
 */
export function setGalleryOption<K extends keyof GalleryOptions>(
  options: GalleryOptions,
  key: K,
  value: GalleryOptions[K] | unknown,
): GalleryOptions {
  const next = readGalleryOptions({ ...options, [key]: value });
  if (key !== 'design') return next;
  switch (next.design) {
    case 'slideshow':
      return { ...next, thumbnails: true };
    case 'slider':
      return { ...next, thumbnails: false };
    default:
      return { ...next, thumbnails: false, autoplay: false };
  }
}

/** The carousel rule: controls show when the controls or the indicators option is set. */
export const showsControls = (options: {
  readonly controls?: unknown;
  readonly indicators?: unknown;
}): boolean => flag(options.controls, false) || flag(options.indicators, false);

/** Designs that show one slide at a time and may play on their own. */
export const isCarousel = (design: GalleryDesign): boolean =>
  design === 'slideshow' || design === 'slider';

/** CSS `aspect-ratio` of each grid aspect ratio (width / height). */
export const ASPECT_RATIO_CSS: Readonly<Record<GalleryAspectRatio, string>> = {
  square: '1',
  standard: '3 / 2',
  'standard-vertical': '2 / 3',
  'four-three': '4 / 3',
  'three-four-vertical': '3 / 4',
  widescreen: '16 / 9',
  'anamorphic-widescreen': '2.4 / 1',
};
