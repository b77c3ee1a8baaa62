/**
 * `/api/commerce/shopping-cart`: read the visitor's cart, add entries, change an entry's
 * quantity, remove it, and read or edit its additional fields. The `CART` cookie names the cart.
 */
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  AddEntryRequestSchema,
  GetCartQuerySchema,
  UpdateAdditionalFieldsRequestSchema,
  UpdateQuantityRequestSchema,
  type AddEntryResponse,
  type ShoppingCart,
} from '../../src/api/schemas';
import {
  SubscriptionCartRequestSchema,
  type SubscriptionCartResponse,
} from '../../src/api/subscription-cart';
import type {
  CartResponse,
  EntryFormResponse,
  UpdateAdditionalFieldsResponse,
} from '../../src/api/cart-entries';
import { COOKIE } from '../../src/api/cookies';
import type { CartRepository } from '../repositories/carts';
import { validateJson, validateQuery } from '../middleware/validate';
import type { OrderRepository } from '../repositories/orders';

/** How long the cart cookie lives. */
export const CART_COOKIE_MAX_AGE_S = 14 * 24 * 60 * 60;

export function cartRoutes(carts: CartRepository): Hono {
  return new Hono()
    .get('/', validateQuery(GetCartQuerySchema), (c) => {
      return c.json<ShoppingCart>(carts.get(getCookie(c, COOKIE.cart)));
    })
    .post('/entries', validateJson(AddEntryRequestSchema), (c) => {
      const request = c.req.valid('json');
      const result = carts.add(getCookie(c, COOKIE.cart), request);
      if (result.created && result.cart.id) {
        setCookie(c, COOKIE.cart, result.cart.id, {
          path: '/',
          sameSite: 'Lax',
          maxAge: CART_COOKIE_MAX_AGE_S,
        });
      }
      return c.json<AddEntryResponse>({ shoppingCart: result.cart, newlyAdded: result.newlyAdded });
    })
    .put('/entries/:entryId', validateJson(UpdateQuantityRequestSchema), (c) => {
      const { quantity } = c.req.valid('json');
      const cart = carts.updateQuantity(
        getCookie(c, COOKIE.cart),
        c.req.param('entryId'),
        quantity,
      );
      return c.json<CartResponse>({ shoppingCart: cart });
    })
    .delete('/entries/:entryId', (c) => {
      const cart = carts.remove(getCookie(c, COOKIE.cart), c.req.param('entryId'));
      return c.json<CartResponse>({ shoppingCart: cart });
    })
    .get('/entries/:entryId/additionalFields', (c) => {
      return c.json<EntryFormResponse>(
        carts.entryForm(getCookie(c, COOKIE.cart), c.req.param('entryId')),
      );
    })
    .put(
      '/entries/:entryId/additionalFields',
      validateJson(UpdateAdditionalFieldsRequestSchema),
      (c) => {
        const { cart, updatedEntry } = carts.updateAdditionalFields(
          getCookie(c, COOKIE.cart),
          c.req.param('entryId'),
          c.req.valid('json'),
        );
        return c.json<UpdateAdditionalFieldsResponse>({ shoppingCart: cart, updatedEntry });
      },
    );
}

/**
 * `/api/3/commerce/cart/subscription`: a one-item cart for a subscribable product, answered as
 * a token the subscription checkout page takes (`/checkout/subscription?cartToken=...`).
 */
export function subscriptionRoutes(orders: OrderRepository): Hono {
  return new Hono().post('/subscription', validateJson(SubscriptionCartRequestSchema), (c) => {
    const cartToken = orders.createSubscriptionCart(c.req.valid('json'));
    return c.json<SubscriptionCartResponse>({ cartToken });
  });
}
