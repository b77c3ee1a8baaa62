/** Stock rows in the database, one per product variant (seeded by `seedStock`). */
import type { Db } from './db';

export interface StockLevel {
  unlimited: boolean;
  qtyInStock: number;
}

export interface StockRepository {
  /** A variant without a stock row has none in stock. */
  get(itemId: string, sku: string): StockLevel;
}

export function createStockRepository(db: Db): StockRepository {
  const select = db.prepare<[string, string], { qty_in_stock: number; unlimited: number }>(
    'SELECT qty_in_stock, unlimited FROM stock WHERE item_id = ? AND sku = ?',
  );
  return {
    get(itemId, sku) {
      const row = select.get(itemId, sku);
      return { unlimited: row?.unlimited === 1, qtyInStock: row?.qty_in_stock ?? 0 };
    },
  };
}
