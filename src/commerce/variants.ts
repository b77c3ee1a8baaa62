/** Variant rules: the options a selector offers and their order, varied prices, the variant descriptor. */
import { toText } from './item-data';
import { isPlain, toNumber, truthy, variantsOf, type ProductContent } from './product-data';
import { ProductType, productTypeOf } from './product-type';

/** One option of a product (`Size`) and its values in the order the variants list them. */
export interface VariantOption {
  readonly name: string;
  readonly values: readonly string[];
}

/** A product has variants to choose from when it is not digital and has more than one. */
export function hasVariants(content: ProductContent): boolean {
  return (
    productTypeOf(content.productType) !== ProductType.digital &&
    Array.isArray(content.variants) &&
    content.variants.length > 1
  );
}

/**
 * The options a variant selector offers: one per name in `variantOptionOrdering`, in that order,
 * each with the distinct values the variants' attributes give it. Empty when the product has no
 * variants to choose from (see `hasVariants`); attributes not named in the ordering are ignored.
 * @example variantOptions({ variants: [{ attributes: { Size: 'S' } }, { attributes: { Size: 'M' } }],
 *   variantOptionOrdering: ['Size'] }) // [{ name: 'Size', values: ['S', 'M'] }]
 */
export function variantOptions(content: ProductContent): VariantOption[] {
  if (!hasVariants(content)) return [];
  const ordering = Array.isArray(content.variantOptionOrdering)
    ? content.variantOptionOrdering
    : [];
  const options = new Map<string, string[]>();
  for (const name of ordering) options.set(toText(name), []);
  for (const variant of variantsOf(content)) {
    const attributes = variant.attributes;
    if (!isPlain(attributes)) continue;
    for (const [name, value] of Object.entries(attributes)) {
      const values = options.get(name);
      const text = toText(value);
      if (values && !values.includes(text)) values.push(text);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

/** Two money values (`{ value, currency }`) are the same amount; both absent counts as the same. */
function sameMoney(a: unknown, b: unknown): boolean {
  if (!isPlain(a) || !isPlain(b)) return isPlain(a) === isPlain(b);
  return toNumber(a.value) === toNumber(b.value) && toText(a.currency) === toText(b.currency);
}

/**
 * Whether the variants of a physical, service or gift-card product differ in price: in being on
 * sale or not, in sale price (when on sale) or in regular price. Digital products and unknown
 * types have one price.
 */
export function hasVariedPrices(content: ProductContent): boolean {
  const type = productTypeOf(content.productType);
  if (
    type !== ProductType.physical &&
    type !== ProductType.service &&
    type !== ProductType.giftCard
  )
    return false;
  const [first, ...rest] = variantsOf(content);
  if (!first) return false;
  const onSale = truthy(first.onSale);
  return rest.some(
    (v) =>
      truthy(v.onSale) !== onSale ||
      (onSale &&
        (toNumber(v.salePrice) !== toNumber(first.salePrice) ||
          !sameMoney(v.salePriceMoney, first.salePriceMoney))) ||
      toNumber(v.price) !== toNumber(first.price) ||
      !sameMoney(v.priceMoney, first.priceMoney),
  );
}

/** A variant's option values joined for display: `blue / large`. '' when it has none. */
export function variantDescriptor(variant: unknown): string {
  const values = isPlain(variant) ? variant.optionValues : undefined;
  if (!Array.isArray(values)) return '';
  return values.map((v: unknown) => toText(isPlain(v) ? v.value : undefined)).join(' / ');
}

/**
 * Option names in display order: the merchant's `variantOptionOrdering`, else the attribute
 * order of the first variant.
 */
export function optionOrdering(
  ordering: readonly string[] | undefined,
  variants: readonly { readonly attributes: Readonly<Record<string, string>> }[],
): string[] {
  return [...(ordering ?? Object.keys(variants[0]?.attributes ?? {}))];
}
