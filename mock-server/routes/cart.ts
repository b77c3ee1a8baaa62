/** `/api/commerce/shopping-cart`: read the visitor's cart and add entries to it. */
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  AddEntryRequestSchema,
  GetCartQuerySchema,
  type AddEntryResponse,
  type ShoppingCart,
} from '../../src/api/schemas';
import { COOKIE } from '../../src/api/cookies';
import type { CartRepository } from '../carts';
import { validateJson, validateQuery } from '../middleware/validate';

/** How long the cart cookie lives. */
const CART_COOKIE_MAX_AGE_S = 14 * 24 * 60 * 60;

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
    });
}
