/**
 * The mock server's SQLite database: carts, their entries and the stock of every variant.
 *
 * A file database in WAL mode so a restart keeps every cart; `:memory:` in tests. The schema is
 * migrated on open (`PRAGMA user_version` counts the applied migrations) and stock is seeded from
 * the catalogue with `INSERT OR IGNORE`, so restarting never resets stock someone changed.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Catalogue } from './catalogue/fixtures';
import { isUnlimited } from './catalogue/products';

export type Db = Database.Database;

/** @default '.data/storefront.db' (relative to the working directory) */
export const DEFAULT_DB_FILE = '.data/storefront.db';

/** Append only: each entry moves the schema one version forward. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE carts (
     id TEXT PRIMARY KEY,
     website_id TEXT NOT NULL,
     created INTEGER NOT NULL,
     is_purchased INTEGER NOT NULL DEFAULT 0,
     order_id TEXT
   );
   CREATE TABLE entries (
     id TEXT PRIMARY KEY,
     cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
     item_id TEXT NOT NULL,
     sku TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     additional_fields TEXT,
     title TEXT NOT NULL,
     attributes TEXT NOT NULL,
     unit_price_cents INTEGER NOT NULL,
     product_type INTEGER NOT NULL
   );
   CREATE INDEX entries_by_cart ON entries (cart_id, item_id, sku);
   CREATE TABLE stock (
     item_id TEXT NOT NULL,
     sku TEXT NOT NULL,
     qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0),
     unlimited INTEGER NOT NULL,
     PRIMARY KEY (item_id, sku)
   );`,
];

/** Opens (creating the folder and file if needed) and migrates the database. */
export function openDatabase(file: string = DEFAULT_DB_FILE): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  const pending = MIGRATIONS.slice(applied);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const sql of pending) db.exec(sql);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}

/** Adds stock rows for variants the database has not seen; existing rows are left alone. */
export function seedStock(db: Db, catalogue: Catalogue): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO stock (item_id, sku, qty_in_stock, unlimited) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const product of catalogue.products) {
      for (const variant of product.variants) {
        insert.run(
          product.id,
          variant.sku,
          variant.qtyInStock,
          isUnlimited(product, variant) ? 1 : 0,
        );
      }
    }
  })();
}
