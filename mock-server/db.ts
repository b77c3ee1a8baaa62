/**
 * The mock server's SQLite database: opening it, and seeding the stock of every variant.
 *
 * A file database in WAL mode so a restart keeps every cart; `:memory:` in tests. The schema is
 * migrated on open (`./migrations.ts`, the one list of every table; `PRAGMA user_version` counts
 * the applied migrations) and stock is seeded from the catalogue with `INSERT OR IGNORE`, so
 * restarting never resets stock someone changed.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Catalogue } from './catalogue/fixtures';
import { isUnlimited } from './catalogue/products';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

/** @default '.data/storefront.db' (relative to the working directory) */
export const DEFAULT_DB_FILE = '.data/storefront.db';

/** Opens (creating the folder and file if needed) and migrates the database. */
export function openDatabase(file: string = DEFAULT_DB_FILE): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  // Writers wait for each other rather than fail: two processes on one file under a busy
  // machine can hold the write lock longer than better-sqlite3's default 5 s.
  const db = new Database(file, { timeout: 15_000 });
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
