/**
 * Product rules the cart and inventory endpoints share (spec section 4, "Product status").
 */
import { PRODUCT_TYPE, type Catalogue, type Product, type Variant } from './fixtures';

/** Digital products and gift cards never run out. */
const ALWAYS_UNLIMITED_TYPES: ReadonlySet<number> = new Set([
  PRODUCT_TYPE.digital,
  PRODUCT_TYPE.giftCard,
]);

/** Types that make a cart "digital" (no shipping address needed). */
const DIGITAL_TYPES: ReadonlySet<number> = ALWAYS_UNLIMITED_TYPES;

export function isUnlimited(product: Product, variant: Variant): boolean {
  return variant.unlimited || ALWAYS_UNLIMITED_TYPES.has(product.productType);
}

export function isDigital(productType: number): boolean {
  return DIGITAL_TYPES.has(productType);
}

export function requiresShipping(productType: number): boolean {
  return productType === PRODUCT_TYPE.physical;
}

/** The price a shopper pays for one unit, in minor units. */
export function unitPriceCents(variant: Variant): number {
  const money =
    variant.onSale && variant.salePriceMoney ? variant.salePriceMoney : variant.priceMoney;
  return Number(money.value);
}

export function findProduct(catalogue: Catalogue, itemId: string): Product | undefined {
  return catalogue.products.find((product) => product.id === itemId);
}

export type VariantLookup =
  | { kind: 'found'; variant: Variant }
  | { kind: 'unknown-sku' }
  | { kind: 'sku-required'; variantCount: number };

/** A null sku picks the only variant of a single-variant product. */
export function findVariant(product: Product, sku: string | null): VariantLookup {
  if (sku === null) {
    const [only, ...others] = product.variants;
    if (only && others.length === 0) return { kind: 'found', variant: only };
    return { kind: 'sku-required', variantCount: product.variants.length };
  }
  const variant = product.variants.find((candidate) => candidate.sku === sku);
  return variant ? { kind: 'found', variant } : { kind: 'unknown-sku' };
}
