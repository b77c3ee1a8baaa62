/** Quick views per catalogue product (`RecordQuickView`), in SQLite: bounded and kept over restarts. */
import type { Db } from '../db';

export interface QuickViewRepository {
  /** Counts one quick view of a product; the caller checks that the product exists. */
  record(itemId: string): void;
  /** The counts per product id. */
  counts(): Record<string, number>;
}

export function createQuickViewRepository(db: Db): QuickViewRepository {
  const upsert = db.prepare<[string]>(
    `INSERT INTO quick_views (item_id, count) VALUES (?, 1)
     ON CONFLICT (item_id) DO UPDATE SET count = count + 1`,
  );
  const select = db.prepare<[], { item_id: string; count: number }>(
    'SELECT item_id, count FROM quick_views ORDER BY item_id',
  );
  return {
    record: (itemId) => void upsert.run(itemId),
    counts: () => Object.fromEntries(select.all().map((row) => [row.item_id, row.count])),
  };
}
