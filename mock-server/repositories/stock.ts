/** Stock rows in the database, one per product variant (seeded by `seedStock`). */
import { hasStockFor } from '../../src/commerce/stock';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';

export interface StockLevel {
  unlimited: boolean;
  qtyInStock: number;
}

export interface StockRepository {
  /** A variant without a stock row has none in stock. */
  get(itemId: string, sku: string): StockLevel;
  /**
   * The server's stock check (the commerce rule `hasStockFor`): `wanted` more units on top of
   * the `inCart` the cart already holds. Call it in the transaction that adds them.
   * @throws ErrorResponse 409 not enough stock
   */
  check(itemId: string, sku: string, wanted: number, inCart?: number): void;
  /**
   * Takes `quantity` out of stock if that many are left (always for unlimited variants) and
   * says whether it did. One conditional UPDATE, so two connections can never both take the
   * last unit; call it inside the order's transaction so a later refusal rolls it back.
   */
  take(itemId: string, sku: string, quantity: number): boolean;
}

export function createStockRepository(db: Db): StockRepository {
  const select = db.prepare<[string, string], { qty_in_stock: number; unlimited: number }>(
    'SELECT qty_in_stock, unlimited FROM stock WHERE item_id = ? AND sku = ?',
  );
  const decrement = db.prepare<[number, string, string, number]>(
    `UPDATE stock SET qty_in_stock = qty_in_stock - ?
     WHERE item_id = ? AND sku = ? AND unlimited = 0 AND qty_in_stock >= ?`,
  );
  const selectUnlimited = db.prepare<[string, string], { unlimited: number }>(
    'SELECT unlimited FROM stock WHERE item_id = ? AND sku = ?',
  );
  const get = (itemId: string, sku: string): StockLevel => {
    const row = select.get(itemId, sku);
    return { unlimited: row?.unlimited === 1, qtyInStock: row?.qty_in_stock ?? 0 };
  };
  return {
    get,
    check(itemId, sku, wanted, inCart = 0) {
      if (!hasStockFor(get(itemId, sku), inCart, wanted)) {
        throw new ErrorResponse(409, { message: MESSAGES.notEnoughStock });
      }
    },
    take(itemId, sku, quantity) {
      if (selectUnlimited.get(itemId, sku)?.unlimited === 1) return true;
      return decrement.run(quantity, itemId, sku, quantity).changes === 1;
    },
  };
}
