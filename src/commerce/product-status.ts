/** Product status of the commerce document: sold out, on sale, and the mark a listing shows. */
import { truthy, variantsOf, type ProductContent } from './product-data';
import { ProductType, isAlwaysInStock, productTypeOf } from './product-type';
import { allSoldOut, stockLevelOf } from './stock';

/** The mark a product carries in listings: 'sold-out', 'sale', or none. */
export type ProductStatus = 'sold-out' | 'sale' | null;

/**
 * Sold out when no variant has unlimited stock or more than 0 in stock. Digital products and
 * gift cards are never sold out; a product of unknown type always is.
 */
export function isSoldOut(content: ProductContent): boolean {
  const type = productTypeOf(content.productType);
  if (type === undefined) return true;
  if (isAlwaysInStock(type)) return false;
  if (type === ProductType.paywall) return true;
  return allSoldOut(variantsOf(content).map(stockLevelOf));
}

/**
 * On sale when any variant is on sale (physical and service products) or the product itself is
 * (digital products). Gift cards and unknown types are never on sale.
 */
export function isOnSale(content: ProductContent): boolean {
  const type = productTypeOf(content.productType);
  if (type === ProductType.digital) return truthy(content.onSale);
  if (type !== ProductType.physical && type !== ProductType.service) return false;
  return variantsOf(content).some((v) => truthy(v.onSale));
}

/** Sold out first, else on sale, else no mark. */
export function productStatus(content: ProductContent): ProductStatus {
  return isSoldOut(content) ? 'sold-out' : isOnSale(content) ? 'sale' : null;
}
