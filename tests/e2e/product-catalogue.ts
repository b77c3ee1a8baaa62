/**
 * The demo catalogue plus the products the product-widget browser tests need (three options
 * with a missing combination and a scarcity message, an extra-fields form, HTML in names),
 * written to a temporary fixture file. The page templates of `tests/e2e/templates` print their
 * markup.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const usd = (cents: number) => ({ value: String(cents), currency: 'USD' });

export const EXTRA_PRODUCTS = [
  {
    id: 'prod-e2e-shirt',
    collectionId: 'coll-shop',
    name: 'Oxford <b>Shirt</b>',
    urlSlug: 'e2e-shirt',
    productType: 1,
    variantOptionOrdering: ['Size', 'Color', 'Fit'],
    variants: [
      {
        sku: 'SH-S-RED-SLIM',
        attributes: { Size: 'S', Color: 'Red', Fit: 'Slim' },
        priceMoney: usd(4000),
        qtyInStock: 2,
      },
      {
        sku: 'SH-M-BLUE-LOOSE',
        attributes: { Size: 'M', Color: 'Blue', Fit: 'Loose' },
        priceMoney: usd(4000),
        qtyInStock: 0,
      },
      {
        sku: 'SH-M-RED-SLIM',
        attributes: { Size: 'M', Color: 'Red', Fit: 'Slim' },
        priceMoney: usd(4000),
        salePriceMoney: usd(3000),
        onSale: true,
        qtyInStock: 4,
      },
    ],
    merchandising: { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left!' },
  },
  {
    id: 'prod-e2e-flask',
    collectionId: 'coll-shop',
    name: 'Engraved Flask',
    urlSlug: 'e2e-flask',
    productType: 1,
    variants: [{ sku: 'FLASK', attributes: {}, priceMoney: usd(3200), qtyInStock: 5 }],
    additionalFieldsForm: {
      fields: [{ id: 'engraving', label: 'Engraving text', type: 'text', required: true }],
    },
  },
  {
    id: 'prod-e2e-html',
    collectionId: 'coll-shop',
    name: '<img src=x onerror="window.__xss=1">Mug',
    urlSlug: 'e2e-html',
    productType: 1,
    variantOptionOrdering: ['Glaze'],
    variants: [
      { sku: 'HTML-1', attributes: { Glaze: '<i>Blue</i>' }, priceMoney: usd(1200), qtyInStock: 3 },
      {
        sku: 'HTML-2',
        attributes: { Glaze: '<b onmouseover=x>Red</b>' },
        priceMoney: usd(1200),
        qtyInStock: 0,
      },
    ],
  },
];

/** Writes the extended catalogue into `dir` and returns its path. */
export function writeProductCatalogue(dir: string): string {
  const demo = JSON.parse(
    readFileSync(new URL('../../mock-server/fixtures/demo.json', import.meta.url), 'utf8'),
  ) as { products: unknown[] };
  const file = join(dir, 'product-catalogue.json');
  writeFileSync(file, JSON.stringify({ ...demo, products: [...demo.products, ...EXTRA_PRODUCTS] }));
  return file;
}
