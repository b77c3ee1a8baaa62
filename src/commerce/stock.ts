/**
 * The commerce document's stock rules, for every reader of stock (the add-to-cart button, the
 * variant selector, the restock form, the template predicates and the mock server): in stock,
 * sold out, and whether the cart can take more of a variant.
 */
import type { ShoppingCart } from '../api/schemas';
import { toNumber, truthy } from './product-data';

/** Stock of one variant, as the stock call, the markup's `data-variants` and the database carry it. */
export interface StockLevel {
  readonly unlimited?: boolean | undefined;
  readonly qtyInStock?: number | undefined;
}

/** A variant's stock read leniently from template or markup data (`"3"` counts, `"yes"` is unlimited). */
export function stockLevelOf(variant: { unlimited?: unknown; qtyInStock?: unknown }): StockLevel {
  return { unlimited: truthy(variant.unlimited), qtyInStock: toNumber(variant.qtyInStock) };
}

/**
 * The stock rule: `wanted` more units can be had when the variant is unlimited or holds at least
 * what the cart already has of it plus `wanted`. The client asks for one more than the cart holds
 * before it adds; the server asks for the requested quantity in the transaction that adds it.
 * @example hasStockFor({ qtyInStock: 3 }, 2) // true: a third unit is left
 */
export function hasStockFor(level: StockLevel, inCart = 0, wanted = 1): boolean {
  return level.unlimited === true || (level.qtyInStock ?? 0) >= inCart + wanted;
}

/** In stock: unlimited, or at least one unit left. */
export const inStock = (level: StockLevel): boolean => hasStockFor(level);

/** Sold out: no variant is in stock (no variants at all counts as sold out). */
export const allSoldOut = (levels: readonly StockLevel[]): boolean => !levels.some(inStock);

/** How many of this item and variant the cart already holds. */
export function quantityInCart(
  cart: ShoppingCart | null,
  itemId: string,
  sku: string | null,
): number {
  if (!cart) return 0;
  return cart.entries
    .filter((entry) => entry.itemId === itemId && (sku === null || entry.chosenVariant.sku === sku))
    .reduce((sum, entry) => sum + entry.quantity, 0);
}
