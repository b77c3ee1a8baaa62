/**
 * Product rules the cart and inventory endpoints share (spec section 4, "Product status").
 */
import type { AdditionalField } from '../../src/api/additional-field';
import { currentPrice } from '../../src/commerce/product';
import { isAlwaysInStock, ProductType } from '../../src/commerce/product-type';
import type { Catalogue, Product, Variant } from './fixtures';

export function isUnlimited(product: Product, variant: Variant): boolean {
  return variant.unlimited || isAlwaysInStock(product.productType);
}

/** Digital products and gift cards make a cart "digital" (no shipping address needed). */
export function isDigital(productType: number): boolean {
  return isAlwaysInStock(productType);
}

export function requiresShipping(productType: number): boolean {
  return productType === ProductType.physical;
}

/** The price a shopper pays for one unit, in minor units. */
export function unitPriceCents(variant: Variant): number {
  return Number(currentPrice(variant).value);
}

/** A product's extra-fields form as the platform's product data carries it. */
export interface ProductForm {
  additionalFieldsFormId: string;
  additionalFieldsForm: { name: string; fields: AdditionalField[] };
}

/** The product's extra-fields form, its id and the form named after the product; none without one. */
export function productForm(product: Product): ProductForm | undefined {
  if (!product.additionalFieldsForm) return undefined;
  return {
    additionalFieldsFormId: `form-${product.id}`,
    additionalFieldsForm: { name: product.name, fields: product.additionalFieldsForm.fields },
  };
}

export function findProduct(catalogue: Catalogue, itemId: string): Product | undefined {
  return catalogue.products.find((product) => product.id === itemId);
}

export type VariantLookup =
  | { kind: 'found'; variant: Variant }
  | { kind: 'unknown-sku' }
  | { kind: 'sku-required'; variantCount: number };

/** The variant with this sku; a null sku picks the only variant of a single-variant product. */
export function variantBySku(product: Product, sku: string | null): VariantLookup {
  if (sku === null) {
    const [only, ...others] = product.variants;
    if (only && others.length === 0) return { kind: 'found', variant: only };
    return { kind: 'sku-required', variantCount: product.variants.length };
  }
  const variant = product.variants.find((candidate) => candidate.sku === sku);
  return variant ? { kind: 'found', variant } : { kind: 'unknown-sku' };
}
