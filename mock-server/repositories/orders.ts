/**
 * Orders: placing one from a cart, a subscription cart token or a gift card (payment is
 * simulated), and the subscription cart tokens themselves.
 *
 * Placing an order takes its stock in one IMMEDIATE transaction (SQLite's write lock is held from
 * the first statement), each variant with a conditional decrement: orders running at the same
 * time, even from other processes on the same file, can never sell more than the stock.
 */
import { randomUUID } from 'node:crypto';
import type { OrderConfirmation } from '../../src/api/order-confirmation';
import type { SubscriptionCartRequest } from '../../src/api/subscription-cart';
import { minimumSubtotalText } from '../../src/commerce/minimum-subtotal';
import { formatMoney } from '../../src/commerce/money';
import { ProductType } from '../../src/commerce/product-type';
import { checkProductFields, type CartRepository } from './carts';
import type { Db } from '../db';
import { messages } from '../../src/i18n/messages';
import { ErrorResponse, MESSAGES } from '../errors';
import type { Catalogue } from '../catalogue/fixtures';
import { findProduct, variantBySku, unitPriceCents } from '../catalogue/products';
import type { StockRepository } from './stock';

/** Texts of the checkout; the first two are the commerce document's, from the catalogue. */
export const CHECKOUT_MESSAGES = {
  emptyCart: messages.cartEmpty,
  minimumSubtotal: messages.minimumSubtotal,
  alreadyPlaced: 'This order has already been placed.',
  notSubscribable: 'This product cannot be subscribed to.',
  unknownToken: 'This subscription checkout has expired. Please add the item again.',
  notGiftCard: 'This product is not a gift card.',
} as const;

/** What the shopper typed on a checkout page. */
export interface CheckoutDetails {
  email: string;
  name: string;
}

export interface OrderRepository {
  /** @throws ErrorResponse 400 empty cart or below the minimum, 409 placed already or not enough stock */
  placeCartOrder(cartId: string | undefined, details: CheckoutDetails): OrderConfirmation;
  /** @throws ErrorResponse 404 unknown or used token, 409 not enough stock */
  placeSubscriptionOrder(token: string, details: CheckoutDetails): OrderConfirmation;
  /** @throws ErrorResponse 404 unknown gift card or denomination */
  placeGiftCardOrder(itemId: string, sku: string, details: CheckoutDetails): OrderConfirmation;
  get(orderId: string): OrderConfirmation | undefined;
  /** The orders placed, newest first (at most `limit`), for the testers' view. */
  recent(limit?: number): PlacedOrder[];
  /** @throws ErrorResponse 404 unknown item or variant, 400 not subscribable, 409 not enough stock */
  createSubscriptionCart(request: SubscriptionCartRequest): string;
  subscriptionCart(token: string): SubscriptionLine | undefined;
}

/** An order as placed: when, by whom, and its confirmation. */
export interface PlacedOrder {
  created: number;
  email: string;
  name: string;
  order: OrderConfirmation;
}

/** The single line of a subscription cart token. */
export interface SubscriptionLine {
  token: string;
  itemId: string;
  sku: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
  attributes: Record<string, string>;
}

type Line = OrderConfirmation['items'][number];

export function createOrderRepository(
  db: Db,
  catalogue: Catalogue,
  carts: CartRepository,
  stock: StockRepository,
  now: () => number = Date.now,
): OrderRepository {
  db.pragma('busy_timeout = 5000');
  const { currency, locale, id: websiteId } = catalogue.website;
  const money = (cents: number) => ({ value: String(cents), currency });
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, cart_id, website_id, created, email, name, confirmation)
     VALUES (@id, @cartId, @websiteId, @created, @email, @name, @confirmation)`,
  );
  const selectOrder = db.prepare<[string], { confirmation: string }>(
    'SELECT confirmation FROM orders WHERE id = ?',
  );
  const selectRecent = db.prepare<
    [number],
    { created: number; email: string; name: string; confirmation: string }
  >(
    'SELECT created, email, name, confirmation FROM orders ORDER BY created DESC, rowid DESC LIMIT ?',
  );
  const closeCart = db.prepare<[string, string]>(
    'UPDATE carts SET is_purchased = 1, order_id = ? WHERE id = ? AND is_purchased = 0',
  );
  const insertToken = db.prepare(
    `INSERT INTO subscription_carts (token, item_id, sku, quantity, additional_fields, created)
     VALUES (@token, @itemId, @sku, @quantity, @additionalFields, @created)`,
  );
  const selectToken = db.prepare<
    [string],
    { token: string; item_id: string; sku: string; quantity: number; order_id: string | null }
  >('SELECT * FROM subscription_carts WHERE token = ?');
  const useToken = db.prepare<[string, string]>(
    'UPDATE subscription_carts SET order_id = ? WHERE token = ? AND order_id IS NULL',
  );

  function takeStock(lines: readonly { itemId: string; sku: string; quantity: number }[]) {
    for (const line of lines) {
      if (!stock.take(line.itemId, line.sku, line.quantity)) {
        throw new ErrorResponse(409, { message: MESSAGES.notEnoughStock });
      }
    }
  }

  function record(
    cartId: string,
    details: CheckoutDetails,
    items: Line[],
    totals: { grand: number; shipping: number; tax: number },
  ): OrderConfirmation {
    const order: OrderConfirmation = {
      id: randomUUID(),
      purchasedCartId: cartId,
      testMode: true,
      websiteId,
      grandTotal: money(totals.grand),
      shippingTotal: money(totals.shipping),
      taxTotal: money(totals.tax),
      items,
    };
    insertOrder.run({
      id: order.id,
      cartId,
      websiteId,
      created: now(),
      email: details.email,
      name: details.name,
      confirmation: JSON.stringify(order),
    });
    return order;
  }

  const placeCartOrder = db.transaction(
    (cartId: string | undefined, details: CheckoutDetails): OrderConfirmation => {
      const cart = carts.get(cartId);
      if (cart.id && cart.isPurchased) {
        throw new ErrorResponse(409, { message: CHECKOUT_MESSAGES.alreadyPlaced });
      }
      if (!cart.id || cart.entries.length === 0) {
        throw new ErrorResponse(400, { message: CHECKOUT_MESSAGES.emptyCart });
      }
      const minimum = minimumSubtotalText(
        cart,
        CHECKOUT_MESSAGES.minimumSubtotal,
        locale,
        currency,
      );
      if (minimum) throw new ErrorResponse(400, { message: minimum });
      takeStock(
        cart.entries.map((entry) => ({
          itemId: entry.itemId,
          sku: entry.chosenVariant.sku ?? '',
          quantity: entry.quantity,
        })),
      );
      const order = record(
        cart.id,
        details,
        cart.entries.map((entry) => ({
          sku: entry.chosenVariant.sku ?? '',
          productName: entry.title,
          quantity: entry.quantity,
          unitPrice: money(entry.purchasePriceCents),
        })),
        { grand: cart.grandTotalCents, shipping: cart.shippingCostCents, tax: cart.taxCents },
      );
      if (closeCart.run(order.id, cart.id).changes !== 1) {
        throw new ErrorResponse(409, { message: CHECKOUT_MESSAGES.alreadyPlaced });
      }
      return order;
    },
  );

  function subscriptionCart(token: string): SubscriptionLine | undefined {
    const row = selectToken.get(token);
    if (!row || row.order_id) return undefined;
    const product = findProduct(catalogue, row.item_id);
    const lookup = product ? variantBySku(product, row.sku) : undefined;
    if (!product || lookup?.kind !== 'found') return undefined;
    return {
      token,
      itemId: row.item_id,
      sku: row.sku,
      title: product.name,
      quantity: row.quantity,
      unitPriceCents: unitPriceCents(lookup.variant),
      attributes: lookup.variant.attributes,
    };
  }

  const placeSubscriptionOrder = db.transaction(
    (token: string, details: CheckoutDetails): OrderConfirmation => {
      const line = subscriptionCart(token);
      if (!line) throw new ErrorResponse(404, { message: CHECKOUT_MESSAGES.unknownToken });
      takeStock([line]);
      const total = line.unitPriceCents * line.quantity;
      const order = record(
        `subscription-${token}`,
        details,
        [
          {
            sku: line.sku,
            productName: line.title,
            quantity: line.quantity,
            unitPrice: money(line.unitPriceCents),
          },
        ],
        { grand: total, shipping: 0, tax: 0 },
      );
      useToken.run(order.id, token);
      return order;
    },
  );

  const placeGiftCardOrder = db.transaction(
    (itemId: string, sku: string, details: CheckoutDetails): OrderConfirmation => {
      const product = findProduct(catalogue, itemId);
      const lookup = product ? variantBySku(product, sku) : undefined;
      if (!product || product.productType !== ProductType.giftCard) {
        throw new ErrorResponse(404, { message: CHECKOUT_MESSAGES.notGiftCard });
      }
      if (lookup?.kind !== 'found') {
        throw new ErrorResponse(404, { message: MESSAGES.variantUnavailable });
      }
      const unit = unitPriceCents(lookup.variant);
      return record(
        `gift-card-${randomUUID()}`,
        details,
        [{ sku, productName: product.name, quantity: 1, unitPrice: money(unit) }],
        { grand: unit, shipping: 0, tax: 0 },
      );
    },
  );

  function createSubscriptionCart(request: SubscriptionCartRequest): string {
    const product = findProduct(catalogue, request.itemId);
    if (!product) throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
    if (!product.isSubscribable) {
      throw new ErrorResponse(400, { message: CHECKOUT_MESSAGES.notSubscribable });
    }
    const lookup = variantBySku(product, request.sku);
    if (lookup.kind !== 'found') {
      throw new ErrorResponse(lookup.kind === 'unknown-sku' ? 404 : 400, {
        message: MESSAGES.variantUnavailable,
      });
    }
    checkProductFields(product, request.additionalFields);
    stock.check(product.id, lookup.variant.sku, request.qty);
    const token = randomUUID();
    insertToken.run({
      token,
      itemId: product.id,
      sku: lookup.variant.sku,
      quantity: request.qty,
      additionalFields: request.additionalFields,
      created: now(),
    });
    return token;
  }

  return {
    placeCartOrder: (cartId, details) => placeCartOrder.immediate(cartId, details),
    placeSubscriptionOrder: (token, details) => placeSubscriptionOrder.immediate(token, details),
    placeGiftCardOrder: (itemId, sku, details) =>
      placeGiftCardOrder.immediate(itemId, sku, details),
    get(orderId) {
      const row = selectOrder.get(orderId);
      return row ? (JSON.parse(row.confirmation) as OrderConfirmation) : undefined;
    },
    recent(limit = 100) {
      return selectRecent.all(limit).map(({ created, email, name, confirmation }) => ({
        created,
        email,
        name,
        order: JSON.parse(confirmation) as OrderConfirmation,
      }));
    },
    createSubscriptionCart,
    subscriptionCart,
  };
}

/**
 * Money of the checkout pages: minor units of the store currency in the money format the
 * widgets' cart page uses (`formatMoney`), so both pages print the same amounts.
 */
export function formatCents(cents: number, locale: string, currency: string): string {
  return formatMoney({ value: cents, currency }, locale);
}
