/**
 * The variant data of the variant selector markup (`data-variants`, JSON of the product's
 * variants with prices in major units): one parser for every widget that reads it, and which
 * option values can only lead to sold-out variants.
 */
import { isPlain } from './product-data';
import { inStock } from './stock';

/** One variant as the selector's `data-variants` JSON carries it (prices in major units). */
export interface MarkupVariant {
  sku?: string;
  attributes: Record<string, string>;
  priceMoney?: unknown;
  salePriceMoney?: unknown;
  onSale?: boolean;
  unlimited?: boolean;
  qtyInStock?: number;
  /** The variant's main image: `{ assetUrl, altText? }`. */
  mainImage?: { assetUrl: string; altText?: string };
}

/** The JSON of `data-variants` as an array; `undefined` when absent, unreadable or not an array. */
export function variantsJson(json: string | undefined): unknown[] | undefined {
  if (!json) return undefined;
  try {
    const data: unknown = JSON.parse(json);
    return Array.isArray(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Parses `data-variants`; anything unreadable is dropped rather than trusted. */
export function parseVariants(json: string | undefined): MarkupVariant[] {
  const data = variantsJson(json) ?? [];
  return data.flatMap((item): MarkupVariant[] => {
    if (!isPlain(item) || !isPlain(item.attributes)) return [];
    const attributes = Object.fromEntries(
      Object.entries(item.attributes).map(([name, value]) => [name, String(value)]),
    );
    const image = isPlain(item.mainImage) ? item.mainImage : undefined;
    return [
      {
        ...(typeof item.sku === 'string' ? { sku: item.sku } : {}),
        attributes,
        priceMoney: item.priceMoney,
        salePriceMoney: item.salePriceMoney,
        onSale: item.onSale === true,
        unlimited: item.unlimited === true,
        qtyInStock: typeof item.qtyInStock === 'number' ? item.qtyInStock : 0,
        ...(image && typeof image.assetUrl === 'string'
          ? {
              mainImage: {
                assetUrl: image.assetUrl,
                ...(typeof image.altText === 'string' ? { altText: image.altText } : {}),
              },
            }
          : {}),
      },
    ];
  });
}

/**
 * Whether choosing `value` for `option`, with the other choices as they are, can only lead to
 * sold-out variants (and at least one variant has that value). Used to annotate option values.
 */
export function valueSoldOut(
  variants: readonly MarkupVariant[],
  chosen: Readonly<Record<string, string | undefined>>,
  option: string,
  value: string,
): boolean {
  const matching = variants.filter(
    (variant) =>
      variant.attributes[option] === value &&
      Object.entries(chosen).every(
        ([name, picked]) =>
          name === option || picked === undefined || variant.attributes[name] === picked,
      ),
  );
  return matching.length > 0 && !matching.some(inStock);
}
