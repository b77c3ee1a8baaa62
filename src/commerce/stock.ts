import type { ShoppingCart, StockResult } from '../api/schemas';

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

/**
 * The commerce document's stock rule: the check passes if any stock result is unlimited or has
 * more in stock than the cart already holds of that item and variant. The server makes the
 * authoritative check (with the requested quantity) in the transaction that adds the entry.
 */
export function hasStockFor(results: readonly StockResult[], alreadyInCart: number): boolean {
  return results.some((result) => result.unlimited || result.qtyInStock > alreadyInCart);
}
