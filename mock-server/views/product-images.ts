/** The demo's product images: one generated SVG per product, in the platform's width variants (`<assetUrl>?format=600w`). */
import type { Product } from '../catalogue/fixtures';
import { siteFileUrl } from '../routes/site-files';

/** The width variants the platform's image service offers and the templates' `srcset` lists. */
export const IMAGE_WIDTHS = [300, 600, 1200] as const;

/** Where a product's image lives (the item's `assetUrl`, as on the platform). */
export const productImageUrl = (product: Pick<Product, 'urlSlug' | 'imageFileId'>): string =>
  product.imageFileId
    ? siteFileUrl(product.imageFileId)
    : `/images/products/${product.urlSlug}.svg`;

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colour of the product's own, from its id: the same product always looks the same. */
function hueOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** The product's image at `width` (4:3): its colour, a shape per product type, its name. */
export function productImageSvg(
  product: Pick<Product, 'id' | 'name' | 'productType'>,
  width: number,
): string {
  const height = Math.round((width * 3) / 4);
  const hue = hueOf(product.id);
  const shapes = [
    '<circle cx="200" cy="130" r="70"/>',
    '<rect x="130" y="60" width="140" height="140" rx="12"/>',
    '<path d="M200 50 L280 200 L120 200 Z"/>',
    '<rect x="110" y="80" width="180" height="100" rx="10"/><rect x="190" y="80" width="20" height="100"/>',
  ];
  const shape = shapes[(product.productType - 1) % shapes.length] ?? shapes[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(product.name)}">
<rect width="400" height="300" fill="hsl(${hue} 38% 42%)"/>
<g fill="hsl(${hue} 60% 88%)" fill-opacity="0.55">${shape}</g>
<text x="200" y="262" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" font-weight="600" fill="#ffffff">${escapeXml(product.name)}</text>
</svg>
`;
}
