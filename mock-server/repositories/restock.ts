/**
 * Restock signups on the mock server: signups per product variant, the merchant's sends (each
 * notice lands in an outbox a tester can read), and the merchant's restock of stock.
 */
import { randomBytes } from 'node:crypto';
import type { SignUp, SignUpGroup } from '../../src/api/restock';
import type { RestockSignupRequest } from '../../src/api/restock-signup';
import { inStock } from '../../src/commerce/stock';
import type { Db } from '../db';
import type { Catalogue } from '../catalogue/fixtures';
import { findProduct } from '../catalogue/products';

/** Page sizes of the two list calls (small, so the cursors are exercised). */
export const GROUP_PAGE_SIZE = 5;
export const SIGNUP_PAGE_SIZE = 10;

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  productId: string;
  variantId: string;
  sentAt: number;
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export interface RestockRepository {
  /** False when the product or variant does not exist. */
  exists(productId: string, variantId: string): boolean;
  /** Adds a signup; a second one of the same email for the same variant updates the first. */
  signUp(request: RestockSignupRequest, email: string): void;
  groups(cursor: string | undefined): Page<SignUpGroup>;
  signUps(productId: string, variantId: string, cursor: string | undefined): Page<SignUp>;
  /** Notifies every pending signup of the variant; returns how many emails were sent. */
  send(productId: string, variantId: string): number;
  outbox(): OutboxEmail[];
  /** Sets the stock of a variant; false when it has no stock row. */
  restock(itemId: string, sku: string, qtyInStock: number, unlimited: boolean): boolean;
}

interface SignUpRow {
  id: string;
  email: string;
  is_join_mailing_list: number;
  language: string | null;
  created: number;
  notified_at: number | null;
  seq: number;
}

/** An opaque cursor: the position after the last item of a page. */
const encode = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decode(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : 0;
}

function paged<T>(rows: T[], offset: number, size: number): Page<T> {
  const hasNextPage = rows.length > size;
  return {
    items: rows.slice(0, size),
    hasNextPage,
    nextPageCursor: hasNextPage ? encode(offset + size) : null,
  };
}

export function createRestockRepository(
  db: Db,
  catalogue: Catalogue,
  now: () => number,
): RestockRepository {
  const variantOf = (productId: string, variantId: string) => {
    const product = findProduct(catalogue, productId);
    const variant = product?.variants.find((v) => v.sku === variantId);
    return product && variant ? { product, variant } : undefined;
  };
  const stockOf = db.prepare<[string, string], { qty_in_stock: number; unlimited: number }>(
    'SELECT qty_in_stock, unlimited FROM stock WHERE item_id = ? AND sku = ?',
  );
  const existing = db.prepare<[string, string, string], { id: string }>(
    `SELECT id FROM restock_signups
     WHERE product_id = ? AND variant_id = ? AND email = ? AND notified_at IS NULL`,
  );
  const update = db.prepare(
    'UPDATE restock_signups SET is_join_mailing_list = ?, language = ? WHERE id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO restock_signups (id, product_id, variant_id, email, is_join_mailing_list,
       language, created, seq)
     VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM restock_signups))`,
  );
  const groupRows = db.prepare<
    [number, number],
    { product_id: string; variant_id: string; total: number; pending: number }
  >(
    `SELECT product_id, variant_id, COUNT(*) AS total,
       SUM(CASE WHEN notified_at IS NULL THEN 1 ELSE 0 END) AS pending
     FROM restock_signups GROUP BY product_id, variant_id
     ORDER BY product_id, variant_id LIMIT ? OFFSET ?`,
  );
  const signUpRows = db.prepare<[string, string, number, number], SignUpRow>(
    `SELECT * FROM restock_signups WHERE product_id = ? AND variant_id = ?
     ORDER BY seq LIMIT ? OFFSET ?`,
  );
  const pending = db.prepare<[string, string], { id: string; email: string }>(
    `SELECT id, email FROM restock_signups
     WHERE product_id = ? AND variant_id = ? AND notified_at IS NULL ORDER BY seq`,
  );
  const markNotified = db.prepare('UPDATE restock_signups SET notified_at = ? WHERE id = ?');
  const addEmail = db.prepare(
    `INSERT INTO restock_outbox (recipient, subject, body, product_id, variant_id, sent_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const outbox = db.prepare<[], Record<string, string | number>>(
    'SELECT * FROM restock_outbox ORDER BY id',
  );
  const setStock = db.prepare(
    'UPDATE stock SET qty_in_stock = ?, unlimited = ? WHERE item_id = ? AND sku = ?',
  );

  const label = (attributes: Record<string, string>) => Object.values(attributes).join(' / ');

  return {
    exists: (productId, variantId) => variantOf(productId, variantId) !== undefined,
    signUp(request, email) {
      const found = existing.get(request.productId, request.variantId, email);
      const join = request.isJoinMailingList ? 1 : 0;
      const language = request.language ?? null;
      if (found) {
        update.run(join, language, found.id);
        return;
      }
      const id = randomBytes(12).toString('hex');
      insert.run(id, request.productId, request.variantId, email, join, language, now());
    },
    groups(cursor) {
      const offset = decode(cursor);
      const rows = groupRows.all(GROUP_PAGE_SIZE + 1, offset).map((row) => {
        const known = variantOf(row.product_id, row.variant_id);
        const stock = stockOf.get(row.product_id, row.variant_id);
        return {
          productId: row.product_id,
          variantId: row.variant_id,
          productName: known?.product.name ?? row.product_id,
          variantLabel: known ? label(known.variant.attributes) : '',
          pendingCount: row.pending,
          totalCount: row.total,
          inStock: stock
            ? inStock({ unlimited: stock.unlimited === 1, qtyInStock: stock.qty_in_stock })
            : false,
        };
      });
      return paged(rows, offset, GROUP_PAGE_SIZE);
    },
    signUps(productId, variantId, cursor) {
      const offset = decode(cursor);
      const rows = signUpRows.all(productId, variantId, SIGNUP_PAGE_SIZE + 1, offset);
      return paged(
        rows.map((row) => ({
          id: row.id,
          email: row.email,
          isJoinMailingList: row.is_join_mailing_list === 1,
          language: row.language,
          created: row.created,
          notifiedAt: row.notified_at,
        })),
        offset,
        SIGNUP_PAGE_SIZE,
      );
    },
    send(productId, variantId) {
      const known = variantOf(productId, variantId);
      const name = known?.product.name ?? productId;
      const variant = known ? label(known.variant.attributes) : '';
      const title = variant ? `${name} (${variant})` : name;
      const rows = pending.all(productId, variantId);
      db.transaction(() => {
        for (const row of rows) {
          addEmail.run(
            row.email,
            `${title} is back in stock`,
            `Good news: ${title} is available again.`,
            productId,
            variantId,
            now(),
          );
          markNotified.run(now(), row.id);
        }
      })();
      return rows.length;
    },
    outbox: () =>
      outbox.all().map((row) => ({
        id: Number(row.id),
        to: String(row.recipient),
        subject: String(row.subject),
        body: String(row.body),
        productId: String(row.product_id),
        variantId: String(row.variant_id),
        sentAt: Number(row.sent_at),
      })),
    restock: (itemId, sku, qtyInStock, unlimited) =>
      setStock.run(qtyInStock, unlimited ? 1 : 0, itemId, sku).changes === 1,
  };
}
