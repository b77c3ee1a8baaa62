/**
 * Carts in the database: reading a cart as the API's `ShoppingCart` and adding an entry with
 * its stock check in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { AddEntryRequest, CartEntry, ShoppingCart } from '../src/api/schemas';
import type { Db } from './db';
import { ApiError, MESSAGES } from './errors';
import type { Catalogue } from './fixtures';
import type { StockRepository } from './stock';
import { findProduct, findVariant, isDigital, requiresShipping, unitPriceCents } from './products';

interface CartRow {
  id: string;
  website_id: string;
  created: number;
  is_purchased: number;
  order_id: string | null;
}

interface EntryRow {
  id: string;
  item_id: string;
  sku: string;
  quantity: number;
  additional_fields: string | null;
  title: string;
  attributes: string;
  unit_price_cents: number;
  product_type: number;
}

export interface AddEntryResult {
  cart: ShoppingCart;
  newlyAdded: CartEntry;
  /** True when this add created the cart (the caller sets the cart cookie). */
  created: boolean;
}

export interface CartRepository {
  /** The cart with this id, or an empty cart (id null) when there is none. */
  get(cartId: string | undefined): ShoppingCart;
  add(cartId: string | undefined, request: AddEntryRequest): AddEntryResult;
}

export function createCartRepository(
  db: Db,
  catalogue: Catalogue,
  stock: StockRepository,
  now: () => number = Date.now,
): CartRepository {
  const websiteId = catalogue.website.id;
  const selectCart = db.prepare<[string], CartRow>('SELECT * FROM carts WHERE id = ?');
  const insertCart = db.prepare<[string, string, number]>(
    'INSERT INTO carts (id, website_id, created) VALUES (?, ?, ?)',
  );
  const selectEntries = db.prepare<[string], EntryRow>(
    'SELECT * FROM entries WHERE cart_id = ? ORDER BY rowid',
  );
  const selectQuantityInCart = db.prepare<[string, string, string], { quantity: number }>(
    'SELECT COALESCE(SUM(quantity), 0) AS quantity FROM entries WHERE cart_id = ? AND item_id = ? AND sku = ?',
  );
  const selectSameEntry = db.prepare<[string, string, string, string | null], { id: string }>(
    'SELECT id FROM entries WHERE cart_id = ? AND item_id = ? AND sku = ? AND additional_fields IS ?',
  );
  const mergeEntry = db.prepare<[number, number, string, string]>(
    'UPDATE entries SET quantity = quantity + ?, unit_price_cents = ?, title = ? WHERE id = ?',
  );
  const insertEntry = db.prepare(
    `INSERT INTO entries (id, cart_id, item_id, sku, quantity, additional_fields, title, attributes,
       unit_price_cents, product_type)
     VALUES (@id, @cartId, @itemId, @sku, @quantity, @additionalFields, @title, @attributes,
       @unitPriceCents, @productType)`,
  );

  function emptyCart(): ShoppingCart {
    return toShoppingCart(
      { id: null, websiteId, created: now(), isPurchased: false, orderId: null },
      [],
    );
  }

  function get(cartId: string | undefined): ShoppingCart {
    const row = cartId ? selectCart.get(cartId) : undefined;
    if (!row) return emptyCart();
    return toShoppingCart(
      {
        id: row.id,
        websiteId: row.website_id,
        created: row.created,
        isPurchased: row.is_purchased === 1,
        orderId: row.order_id,
      },
      selectEntries.all(row.id),
    );
  }

  const add = db.transaction(
    (cartId: string | undefined, request: AddEntryRequest): AddEntryResult => {
      const product = findProduct(catalogue, request.itemId);
      if (!product) throw new ApiError(404, { message: MESSAGES.itemNotFound });
      const lookup = findVariant(product, request.sku);
      if (lookup.kind === 'unknown-sku') {
        throw new ApiError(404, { message: MESSAGES.variantUnavailable });
      }
      if (lookup.kind === 'sku-required') {
        throw new ApiError(400, {
          message: MESSAGES.variantUnavailable,
          errors: { sku: `required: this item has ${lookup.variantCount} variants` },
        });
      }
      const { variant } = lookup;

      const existing = cartId ? selectCart.get(cartId) : undefined;
      const id = existing?.id ?? randomUUID();

      const level = stock.get(product.id, variant.sku);
      if (!level.unlimited) {
        const inCart = existing
          ? selectQuantityInCart.get(id, product.id, variant.sku)!.quantity
          : 0;
        if (inCart + request.quantity > level.qtyInStock) {
          throw new ApiError(409, { message: MESSAGES.notEnoughStock });
        }
      }

      if (!existing) insertCart.run(id, websiteId, now());
      const price = unitPriceCents(variant);
      const same = selectSameEntry.get(id, product.id, variant.sku, request.additionalFields);
      const entryId = same?.id ?? randomUUID();
      if (same) {
        mergeEntry.run(request.quantity, price, product.name, entryId);
      } else {
        insertEntry.run({
          id: entryId,
          cartId: id,
          itemId: product.id,
          sku: variant.sku,
          quantity: request.quantity,
          additionalFields: request.additionalFields,
          title: product.name,
          attributes: JSON.stringify(variant.attributes),
          unitPriceCents: price,
          productType: product.productType,
        });
      }
      const cart = get(id);
      const newlyAdded = cart.entries.find((entry) => entry.id === entryId)!;
      return { cart, newlyAdded, created: !existing };
    },
  );

  return { get, add: (cartId, request) => add(cartId, request) };
}

type CartHeader = Pick<ShoppingCart, 'id' | 'websiteId' | 'created' | 'isPurchased' | 'orderId'>;

function toShoppingCart(header: CartHeader, rows: readonly EntryRow[]): ShoppingCart {
  const entries = rows.map(toCartEntry);
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.subTotal, 0);
  const taxCents = 0;
  const shippingCostCents = 0;
  const discountCents = 0;
  const digital = rows.filter((row) => isDigital(row.product_type)).length;
  return {
    ...header,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents - discountCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: digital > 0,
    purelyDigital: rows.length > 0 && digital === rows.length,
    requiresShipping: rows.some((row) => requiresShipping(row.product_type)),
  };
}

function toCartEntry(row: EntryRow): CartEntry {
  return {
    id: row.id,
    itemId: row.item_id,
    quantity: row.quantity,
    chosenVariant: {
      sku: row.sku,
      attributes: JSON.parse(row.attributes) as Record<string, string>,
    },
    additionalFields: row.additional_fields,
    title: row.title,
    subTotal: row.unit_price_cents * row.quantity,
    purchasePriceCents: row.unit_price_cents,
    productType: row.product_type,
  };
}
