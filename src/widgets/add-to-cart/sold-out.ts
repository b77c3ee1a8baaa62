/** Whether the page rendered a product as sold out, read from its markup. */
import { variantsJson } from '../../commerce/markup-variants';
import { isPlain } from '../../commerce/product-data';
import { isAlwaysInStock } from '../../commerce/product-type';
import { allSoldOut, stockLevelOf } from '../../commerce/stock';
import { findForItem, productBlock } from '../shared/product-form';

/**
 * Whether the page rendered the product as sold out: its variant data (`data-variants` of its
 * variant selector) has no stock, or its product block carries the template's sold-out mark (a
 * listing card).
 */
export function soldOutInMarkup(host: HTMLElement, itemId: string, productType: number): boolean {
  if (isAlwaysInStock(productType)) return false;
  const variants = variantsJson(findForItem(host, '.product-variants', itemId)?.dataset.variants);
  if (variants && variants.length > 0) {
    return allSoldOut(variants.filter(isPlain).map(stockLevelOf));
  }
  return productBlock(host, itemId)?.querySelector('.product-mark.sold-out') != null;
}
