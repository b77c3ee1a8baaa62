import { isAlwaysInStock } from '../../commerce/product-type';
import { findForItem, productBlock } from './product-form';

/** Stock of one variant, as the variant data of the markup and the stock call carry it. */
export interface VariantStock {
  unlimited?: boolean | undefined;
  qtyInStock?: number | undefined;
}

/** The commerce document's rule: sold out when no variant is unlimited or has stock. */
export function allSoldOut(variants: readonly VariantStock[]): boolean {
  return !variants.some((variant) => variant.unlimited === true || (variant.qtyInStock ?? 0) > 0);
}

/** The variant data (`data-variants`) of the product's variant selector, when the page has one. */
export function markupVariants(from: HTMLElement, itemId: string): unknown[] | undefined {
  const json = findForItem(from, '.product-variants', itemId)?.dataset.variants;
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the page rendered the product as sold out: its variant data has no stock, or its
 * product block carries the template's sold-out mark (a listing card).
 */
export function soldOutInMarkup(host: HTMLElement, itemId: string, productType: number): boolean {
  if (isAlwaysInStock(productType)) return false;
  const variants = markupVariants(host, itemId);
  if (variants && variants.length > 0) {
    return allSoldOut(
      variants.filter((v): v is VariantStock => typeof v === 'object' && v !== null),
    );
  }
  return productBlock(host, itemId)?.querySelector('.product-mark.sold-out') != null;
}
