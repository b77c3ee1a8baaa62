/** Inventory rules: the stock left over all variants and when a product shows a quantity input. */
import { isPlain, toNumber, truthy, variantsOf, type ProductContent } from './product-data';
import { ProductType, isAlwaysInStock, productTypeOf } from './product-type';

/**
 * How many units of a product are left over all its variants. Digital products, gift cards and
 * any variant marked unlimited make it `Infinity`; an unknown product type has none.
 * @example totalStockRemaining({ productType: 3, variants: [{ qtyInStock: 2 }, { qtyInStock: 4 }] }) // 6
 */
export function totalStockRemaining(content: ProductContent): number {
  const type = productTypeOf(content.productType);
  if (type !== undefined && isAlwaysInStock(type)) return Infinity;
  let total = 0;
  for (const variant of variantsOf(content)) {
    if (truthy(variant.unlimited)) return Infinity;
    total += toNumber(variant.qtyInStock);
  }
  return total;
}

/**
 * The store setting `multipleQuantityAllowedForServices`, read from the website settings
 * (`{ storeSettings: { ... } }`).
 * @default true when the setting is absent or null
 */
export function isMultipleQuantityAllowedForServices(websiteSettings: unknown): boolean {
  const store = isPlain(websiteSettings) ? websiteSettings.storeSettings : undefined;
  const value = isPlain(store) ? store.multipleQuantityAllowedForServices : undefined;
  return value === undefined || value === null ? true : truthy(value);
}

/**
 * Whether a product page offers a quantity input: the product is physical, or a service when
 * the store allows multiples of services; it is not subscribable; and more than one unit is left.
 */
export function showsQuantityInput(content: ProductContent, multipleForServices: boolean): boolean {
  const type = productTypeOf(content.productType);
  const allowed =
    type === ProductType.physical || (type === ProductType.service && multipleForServices);
  return allowed && !truthy(content.isSubscribable) && totalStockRemaining(content) > 1;
}
