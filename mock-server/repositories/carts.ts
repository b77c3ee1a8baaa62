/**
 * Carts in the database: the API's `ShoppingCart` model (section 3 of the commerce document:
 * entries, shipping options, taxes, coupons, totals, digital and shipping flags) and the entry
 * calls, each in one transaction with its stock check.
 */
import { randomUUID } from 'node:crypto';
import {
  type AddEntryRequest,
  type CartEntry,
  type ShoppingCart,
  type UpdateAdditionalFieldsRequest,
} from '../../src/api/schemas';
import { type AdditionalField } from '../../src/api/additional-field';
import type { EntryFormResponse } from '../../src/api/cart-entries';
import { checkAdditionalFields, parseAdditionalFields } from '../../src/forms/additional-fields';
import { ruleTexts } from '../../src/forms/field-rules';
import { messages } from '../../src/i18n/messages';
import { serverTexts } from '../../src/i18n/server-texts';
import type { Db } from '../db';
import { ErrorResponse, MESSAGES } from '../errors';
import type { Catalogue, Product, StoreSettings } from '../catalogue/fixtures';
import type { StockRepository } from './stock';
import {
  findProduct,
  variantBySku,
  isDigital,
  requiresShipping,
  unitPriceCents,
} from '../catalogue/products';

/** Texts of the cart calls the shared `MESSAGES` do not hold. */
export const CART_MESSAGES = {
  entryNotFound: 'That item is no longer in your cart.',
  entryMismatch: 'The item and variant do not match this cart entry.',
  invalidFields: serverTexts.invalidFields,
  notAnObject: 'must be JSON text of an object of strings',
} as const;

interface CartRow {
  id: string;
  website_id: string;
  created: number;
  is_purchased: number;
  order_id: string | null;
}

export interface EntryRow {
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

interface CheckoutRow {
  shipping_option_id: string | null;
  coupon_codes: string;
}

export interface AddEntryResult {
  cart: ShoppingCart;
  newlyAdded: CartEntry;
  /** True when this add created the cart (the caller sets the cart cookie). */
  created: boolean;
}

/** The shopper's checkout choices that change the totals. */
export interface CheckoutChoices {
  shippingOptionId?: string | null;
  couponCodes?: readonly string[];
}

export interface CartRepository {
  /** The cart with this id, or an empty cart (id null) when there is none. */
  get(cartId: string | undefined): ShoppingCart;
  add(cartId: string | undefined, request: AddEntryRequest): AddEntryResult;
  /** @throws ErrorResponse 404 unknown entry, 409 not enough stock */
  updateQuantity(cartId: string | undefined, entryId: string, quantity: number): ShoppingCart;
  /** @throws ErrorResponse 404 unknown entry */
  remove(cartId: string | undefined, entryId: string): ShoppingCart;
  /** @throws ErrorResponse 404 unknown entry, 400 mismatched item or invalid fields */
  updateAdditionalFields(
    cartId: string | undefined,
    entryId: string,
    request: UpdateAdditionalFieldsRequest,
  ): { cart: ShoppingCart; updatedEntry: CartEntry };
  /** The edit form of an entry's additional fields and its current values. */
  entryForm(cartId: string | undefined, entryId: string): EntryFormResponse;
  /** Stores shipping option and coupons; unknown options are ignored, unknown coupons kept as invalid. */
  choose(cartId: string, choices: CheckoutChoices): ShoppingCart;
  /** The raw entry rows of a cart (for placing an order). */
  entryRows(cartId: string): EntryRow[];
}

export function createCartRepository(
  db: Db,
  catalogue: Catalogue,
  stock: StockRepository,
  now: () => number = Date.now,
): CartRepository {
  // Other processes may hold the write lock for a moment: wait instead of failing.
  db.pragma('busy_timeout = 5000');
  const websiteId = catalogue.website.id;
  const settings = catalogue.store;
  const selectCart = db.prepare<[string], CartRow>('SELECT * FROM carts WHERE id = ?');
  const insertCart = db.prepare<[string, string, number]>(
    'INSERT INTO carts (id, website_id, created) VALUES (?, ?, ?)',
  );
  const selectEntries = db.prepare<[string], EntryRow>(
    'SELECT * FROM entries WHERE cart_id = ? ORDER BY rowid',
  );
  const selectEntry = db.prepare<[string, string], EntryRow>(
    'SELECT * FROM entries WHERE id = ? AND cart_id = ?',
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
  const setQuantity = db.prepare<[number, string]>('UPDATE entries SET quantity = ? WHERE id = ?');
  const setFields = db.prepare<[string, string]>(
    'UPDATE entries SET additional_fields = ? WHERE id = ?',
  );
  const deleteEntry = db.prepare<[string]>('DELETE FROM entries WHERE id = ?');
  const insertEntry = db.prepare(
    `INSERT INTO entries (id, cart_id, item_id, sku, quantity, additional_fields, title, attributes,
       unit_price_cents, product_type)
     VALUES (@id, @cartId, @itemId, @sku, @quantity, @additionalFields, @title, @attributes,
       @unitPriceCents, @productType)`,
  );
  const selectCheckout = db.prepare<[string], CheckoutRow>(
    'SELECT shipping_option_id, coupon_codes FROM cart_checkout WHERE cart_id = ?',
  );
  const upsertCheckout = db.prepare<[string, string | null, string]>(
    `INSERT INTO cart_checkout (cart_id, shipping_option_id, coupon_codes) VALUES (?, ?, ?)
     ON CONFLICT (cart_id) DO UPDATE SET shipping_option_id = excluded.shipping_option_id,
       coupon_codes = excluded.coupon_codes`,
  );

  function emptyCart(): ShoppingCart {
    return price(
      { id: null, websiteId, created: now(), isPurchased: false, orderId: null },
      [],
      undefined,
      settings,
    );
  }

  function get(cartId: string | undefined): ShoppingCart {
    const row = cartId ? selectCart.get(cartId) : undefined;
    if (!row) return emptyCart();
    return price(
      {
        id: row.id,
        websiteId: row.website_id,
        created: row.created,
        isPurchased: row.is_purchased === 1,
        orderId: row.order_id,
      },
      selectEntries.all(row.id),
      selectCheckout.get(row.id),
      settings,
    );
  }

  /** The entry of an open (not purchased) cart, or a 404. */
  function openEntry(cartId: string | undefined, entryId: string): EntryRow {
    const cart = cartId ? selectCart.get(cartId) : undefined;
    const entry = cart && cart.is_purchased === 0 ? selectEntry.get(entryId, cart.id) : undefined;
    if (!entry) throw new ErrorResponse(404, { message: CART_MESSAGES.entryNotFound });
    return entry;
  }

  function assertStock(
    cartId: string,
    itemId: string,
    sku: string,
    wanted: number,
    exceptEntry?: EntryRow,
  ): void {
    const inCart =
      selectQuantityInCart.get(cartId, itemId, sku)!.quantity - (exceptEntry?.quantity ?? 0);
    stock.check(itemId, sku, wanted, inCart);
  }

  const add = db.transaction(
    (cartId: string | undefined, request: AddEntryRequest): AddEntryResult => {
      const product = findProduct(catalogue, request.itemId);
      if (!product) throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
      const lookup = variantBySku(product, request.sku);
      if (lookup.kind === 'unknown-sku') {
        throw new ErrorResponse(404, { message: MESSAGES.variantUnavailable });
      }
      if (lookup.kind === 'sku-required') {
        throw new ErrorResponse(400, {
          message: MESSAGES.variantUnavailable,
          errors: { sku: `required: this item has ${lookup.variantCount} variants` },
        });
      }
      const { variant } = lookup;
      checkProductFields(product, request.additionalFields);

      const existing = cartId ? selectCart.get(cartId) : undefined;
      // A purchased cart is closed: the next add starts a new one.
      const open = existing && existing.is_purchased === 0 ? existing : undefined;
      const id = open?.id ?? randomUUID();
      if (open) assertStock(id, product.id, variant.sku, request.quantity);
      else {
        stock.check(product.id, variant.sku, request.quantity);
        insertCart.run(id, websiteId, now());
      }

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
      return { cart, newlyAdded, created: !open };
    },
  );

  const updateQuantity = db.transaction(
    (cartId: string | undefined, entryId: string, quantity: number): ShoppingCart => {
      const entry = openEntry(cartId, entryId);
      const id = cartId!;
      if (quantity > entry.quantity) assertStock(id, entry.item_id, entry.sku, quantity, entry);
      setQuantity.run(quantity, entry.id);
      return get(id);
    },
  );

  const remove = db.transaction((cartId: string | undefined, entryId: string): ShoppingCart => {
    const entry = openEntry(cartId, entryId);
    deleteEntry.run(entry.id);
    return get(cartId);
  });

  const updateAdditionalFields = db.transaction(
    (cartId: string | undefined, entryId: string, request: UpdateAdditionalFieldsRequest) => {
      const entry = openEntry(cartId, entryId);
      if (request.itemId !== entry.item_id || (request.sku !== null && request.sku !== entry.sku)) {
        throw new ErrorResponse(400, { message: CART_MESSAGES.entryMismatch });
      }
      const product = findProduct(catalogue, entry.item_id);
      checkProductFields(product, request.additionalFields);
      setFields.run(request.additionalFields, entry.id);
      const cart = get(cartId);
      return { cart, updatedEntry: cart.entries.find((candidate) => candidate.id === entry.id)! };
    },
  );

  function entryForm(cartId: string | undefined, entryId: string): EntryFormResponse {
    const entry = openEntry(cartId, entryId);
    const product = findProduct(catalogue, entry.item_id);
    return {
      fields: formOf(product, entry.additional_fields),
      values: parseAdditionalFields(entry.additional_fields) ?? {},
    };
  }

  function choose(cartId: string, choices: CheckoutChoices): ShoppingCart {
    const current = selectCheckout.get(cartId);
    const shipping =
      choices.shippingOptionId !== undefined
        ? choices.shippingOptionId
        : (current?.shipping_option_id ?? null);
    const coupons = choices.couponCodes ?? (JSON.parse(current?.coupon_codes ?? '[]') as string[]);
    upsertCheckout.run(cartId, shipping, JSON.stringify([...new Set(coupons)]));
    return get(cartId);
  }

  // IMMEDIATE: take the write lock before reading, so a stock check and its write see the same
  // rows even when another process shares the database file (a deferred transaction would fail
  // with SQLITE_BUSY when upgrading its read to a write).
  return {
    get,
    add: (cartId, request) => add.immediate(cartId, request),
    updateQuantity: (cartId, entryId, quantity) =>
      updateQuantity.immediate(cartId, entryId, quantity),
    remove: (cartId, entryId) => remove.immediate(cartId, entryId),
    updateAdditionalFields: (cartId, entryId, request) =>
      updateAdditionalFields.immediate(cartId, entryId, request),
    entryForm,
    choose,
    entryRows: (cartId) => selectEntries.all(cartId),
  };
}

/**
 * The product's additional-fields form; a product without one gets one optional text field
 * per value the entry already holds (values are keyed by the field's label).
 */
function formOf(product: Product | undefined, additionalFields: string | null): AdditionalField[] {
  if (product?.additionalFieldsForm) return product.additionalFieldsForm.fields;
  return Object.keys(parseAdditionalFields(additionalFields) ?? {}).map((label, index) => ({
    id: `field-${index + 1}`,
    label,
    type: 'text',
    required: false,
  }));
}

/**
 * 400 unless `text` holds what the product's form asks (the rule the widgets run, in
 * `src/forms/additional-fields.ts`): JSON text of an object of strings keyed by label, every
 * required field filled. Errors are keyed by field id.
 */
function checkFields(fields: readonly AdditionalField[], text: string | null): void {
  const check = checkAdditionalFields(fields, text, ruleTexts(messages));
  if (check.ok) return;
  throw new ErrorResponse(400, {
    message: CART_MESSAGES.invalidFields,
    errors: check.unparsable ? { additionalFields: CART_MESSAGES.notAnObject } : check.errors,
  });
}

/**
 * 400 unless the additional fields of a line of `product` (a cart entry or a subscription cart's
 * line) hold what its form asks; see `checkFields`.
 */
export function checkProductFields(
  product: Product | undefined,
  additionalFields: string | null,
): void {
  checkFields(formOf(product, additionalFields), additionalFields);
}

type CartHeader = Pick<ShoppingCart, 'id' | 'websiteId' | 'created' | 'isPurchased' | 'orderId'>;

/**
 * The cart's totals: subtotal of the lines, valid coupons discount up to the subtotal, taxes on
 * the discounted subtotal (rounded per rule), shipping from the chosen option when anything
 * needs shipping; grand total = subtotal - discount + tax + shipping.
 */
export function price(
  header: CartHeader,
  rows: readonly EntryRow[],
  checkout: CheckoutRow | undefined,
  settings: StoreSettings,
): ShoppingCart {
  const entries = rows.map(toCartEntry);
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.subTotal, 0);
  const digital = rows.filter((row) => isDigital(row.product_type)).length;
  const shipping = rows.some((row) => requiresShipping(row.product_type));

  const codes = JSON.parse(checkout?.coupon_codes ?? '[]') as string[];
  const coupons = codes.map(
    (code) =>
      settings.coupons.find((coupon) => coupon.code.toLowerCase() === code.toLowerCase()) ?? {
        code,
        discountCents: 0,
      },
  );
  const validCoupons = coupons.filter((coupon) => coupon.discountCents > 0);
  const invalidCoupons = coupons.filter((coupon) => coupon.discountCents === 0);
  const discountCents = Math.min(
    subtotalCents,
    validCoupons.reduce((sum, coupon) => sum + coupon.discountCents, 0),
  );

  const taxable = subtotalCents - discountCents;
  const applicableTaxRules = entries.length > 0 ? settings.taxRules : [];
  const taxCents = applicableTaxRules.reduce(
    (sum, rule) => sum + Math.round(taxable * rule.rate),
    0,
  );

  const shippingOptions = shipping ? settings.shippingOptions : [];
  const selectedShippingOption =
    shippingOptions.find((option) => option.id === checkout?.shipping_option_id) ??
    shippingOptions[0] ??
    null;
  const shippingCostCents = selectedShippingOption?.priceCents ?? 0;

  return {
    ...header,
    entries,
    shippingOptions,
    selectedShippingOption,
    shippingLocation: null,
    applicableTaxRules,
    coupons,
    validCoupons,
    invalidCoupons,
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: taxable + taxCents + shippingCostCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: digital > 0,
    purelyDigital: rows.length > 0 && digital === rows.length,
    requiresShipping: shipping,
    minimumSubtotalCents: settings.minimumSubtotalCents,
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
