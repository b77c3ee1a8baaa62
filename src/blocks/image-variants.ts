/**
 * The platform's image width variants and focal point (templates document, section 9): the
 * widths it serves, the variant for a wanted width, the responsive `srcset` of an asset and the
 * default focal point. The template's image formatters and the gallery widget share them.
 */

/** Width variants the platform serves, smallest first: 100w ... 2500w. */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
/** `x,y` of an image with no focal point of its own. */
export const DEFAULT_FOCAL_POINT = '0.5,0.5';

/**
 * The variant served for a wanted width: above 1000 gives 1500w, above 750 gives 1000w, above 500
 * gives 750w, above 300 gives 500w, above 100 gives 300w, otherwise 100w.
 */
export function variantFor(width: number): string {
  let i = 0;
  while (i < 5 && width > (IMAGE_WIDTHS[i] as number)) i++;
  return `${IMAGE_WIDTHS[i]}w`;
}

/** The asset URL of one variant (`?format=500w`), keeping any query the URL has. */
export const variantUrl = (assetUrl: string, variant: string): string =>
  `${assetUrl}${assetUrl.includes('?') ? '&' : '?'}format=${variant}`;

/**
 * A `srcset` of every variant up to the image's own width (all of them when it is unknown), so
 * the browser never fetches a variant wider than the original.
 */
export function responsiveSrcset(assetUrl: string, originalWidth?: number): string {
  const limit = originalWidth !== undefined && originalWidth > 0 ? originalWidth : Infinity;
  const widths = IMAGE_WIDTHS.filter((w, i) => i === 0 || w <= limit);
  return widths.map((w) => `${variantUrl(assetUrl, `${w}w`)} ${w}w`).join(', ');
}

/** `"0.3,0.7"` as percentages for CSS `object-position`; anything else is the default centre. */
export function focalPosition(point: string | null | undefined): string {
  const [x, y] = (point ?? DEFAULT_FOCAL_POINT).split(',').map(Number);
  const pct = (n: number | undefined): string =>
    n !== undefined && Number.isFinite(n) ? `${Math.min(1, Math.max(0, n)) * 100}%` : '50%';
  return `${pct(x)} ${pct(y)}`;
}

/** `"2500x1666"` as `[width, height]`, or null. */
export function imageDimensions(text: string | null | undefined): [number, number] | null {
  const parts = (text ?? '').split('x');
  if (parts.length !== 2) return null;
  const w = parseInt(parts[0] as string, 10);
  const h = parseInt(parts[1] as string, 10);
  return Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? [w, h] : null;
}
