/** Tests of the SQLite persistence: WAL mode, carts across a restart, stock seeding, migrations. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ShoppingCartSchema } from '../src/api/schemas';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from './db';
import { MIGRATIONS } from './migrations';
import { ADD_PATH, CART_PATH, Visitor, addBody, testApp } from './test-support';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempDbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'nested', 'storefront.db');
}

function open(file: string): Db {
  const db = openDatabase(file);
  cleanups.push(() => db.open && db.close());
  return db;
}

describe('SQLite persistence', () => {
  it('creates the folder and opens the file in WAL mode', () => {
    const db = open(tempDbFile());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('keeps every cart across a restart', async () => {
    const file = tempDbFile();
    const firstRun = open(file);
    const visitor = await Visitor.arrive(testApp({ db: firstRun }));
    await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-BLK-S', 2));
    firstRun.close();

    const secondRun = open(file);
    const revisit = new Visitor(testApp({ db: secondRun }));
    for (const [name, value] of visitor.cookies) revisit.cookies.set(name, value);
    const cart = ShoppingCartSchema.parse(await (await revisit.get(CART_PATH)).json());
    expect(cart.id).toBe(visitor.cookies.get('CART'));
    expect(cart.totalQuantity).toBe(2);

    // The stock check still sees the 2 in the cart: only 1 of 3 is left to add.
    const tooMany = await revisit.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-BLK-S', 2));
    expect(tooMany.status).toBe(409);
  });

  it('does not reset stock rows that already exist when the catalogue is seeded again', async () => {
    const file = tempDbFile();
    const firstRun = open(file);
    testApp({ db: firstRun });
    firstRun.prepare("UPDATE stock SET qty_in_stock = 1 WHERE sku = 'TOTE-NAT'").run();
    firstRun.close();

    const secondRun = open(file);
    const app = testApp({ db: secondRun });
    const response = await app.request('/api/commerce/inventory/stock?itemId=prod-canvas-tote');
    expect(await response.json()).toMatchObject({ results: [{ sku: 'TOTE-NAT', qtyInStock: 1 }] });
  });

  it('migrates a database only once', () => {
    const file = tempDbFile();
    open(file).close();
    const db = open(file);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
  });

  it('creates every table when it opens: starting the app and serving calls changes no schema', async () => {
    const db = open(':memory:');
    const schema = () =>
      db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all();
    const opened = schema();
    const visitor = await Visitor.arrive(testApp({ db }));
    expect((await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-BLK-S', 1))).status).toBe(
      200,
    );
    expect(schema()).toEqual(opened);
  });

  it('opens a database written before the migration list held every table, keeping its rows', async () => {
    // Then: version 1 (carts, entries, stock), and each repository had made its own tables.
    const file = tempDbFile();
    open(file).close();
    const old = new Database(file);
    old.exec(MIGRATIONS[1]!);
    old.prepare("INSERT INTO form_keys (key, created) VALUES ('old-key', 1)").run();
    old.pragma('user_version = 1');
    old.close();

    const db = open(file);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.prepare('SELECT key FROM form_keys').all()).toEqual([{ key: 'old-key' }]);
    const visitor = await Visitor.arrive(testApp({ db }));
    expect((await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-BLK-S', 1))).status).toBe(
      200,
    );
  });
});
