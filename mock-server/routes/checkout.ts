/**
 * The checkout pages (payment simulated): `/checkout` for the cart, `/checkout/subscription`
 * for a subscription cart token, `/checkout/gift-card` for a gift card, and the order
 * confirmation `/checkout/order-confirmed/<orderId>` (page type 202).
 *
 * Each form posts back with the crumb in a hidden field; bodies are validated with zod and a
 * refusal re-renders the form with the reason (status 400/403/404/409) and nothing changed.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { COOKIE } from '../../src/api/cookies';
import { ProductType } from '../../src/commerce/product-type';
import { EXAMPLE_EMAIL, isEmail } from '../../src/forms/email';
import { serverTexts } from '../../src/i18n/server-texts';
import type { CartRepository } from '../repositories/carts';
import { ErrorResponse, MESSAGES } from '../errors';
import type { Catalogue } from '../catalogue/fixtures';
import type { CrumbVariables } from '../middleware/crumb';
import { findProduct, unitPriceCents } from '../catalogue/products';
import type { OrderConfirmation } from '../../src/api/order-confirmation';
import {
  CHECKOUT_MESSAGES,
  type CheckoutDetails,
  type OrderRepository,
} from '../repositories/orders';
import {
  checkoutPage,
  confirmationPage,
  giftCardPage,
  subscriptionPage,
  type FormState,
  type PageContext,
} from '../views/checkout-pages';

type Env = { Variables: CrumbVariables };

export const CHECKOUT_FORM_MESSAGES = {
  invalid: serverTexts.invalidFields,
  email: `Enter an email address like ${EXAMPLE_EMAIL}.`,
  name: 'Enter your name.',
  coupon: 'That coupon code is not valid.',
  orderNotFound: 'No such order.',
} as const;

const DetailsSchema = z.object({
  crumb: z.string(),
  email: z.string().trim().refine(isEmail, CHECKOUT_FORM_MESSAGES.email),
  name: z.string().trim().min(1, CHECKOUT_FORM_MESSAGES.name).max(200),
});
const CartCheckoutSchema = DetailsSchema.extend({
  shippingOptionId: z.string().max(100).optional(),
  couponCode: z.string().trim().max(100).optional(),
});
/** The coupon preview: the code (and the shipping choice) applied to the cart before paying. */
const CouponPreviewSchema = z.object({
  crumb: z.string(),
  couponCode: z.string().trim().max(100).optional(),
  shippingOptionId: z.string().max(100).optional(),
  email: z.string().max(320).optional(),
  name: z.string().max(200).optional(),
});
const SubscriptionCheckoutSchema = DetailsSchema.extend({ cartToken: z.string().min(1).max(100) });
const GiftCardCheckoutSchema = DetailsSchema.extend({
  itemId: z.string().min(1).max(100),
  sku: z.string().min(1).max(100),
});

type Parsed<T> = { ok: true; data: T } | { ok: false; state: FormState; status: 400 | 403 };

/** Reads and validates a posted form, checking the crumb field against the crumb cookie. */
async function readForm<T extends z.ZodType<{ crumb: string }>>(
  c: Context<Env>,
  schema: T,
): Promise<Parsed<z.infer<T>>> {
  let raw: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    raw = await c.req.parseBody();
  } catch {
    // A body that is not the form it claims to be (a malformed multipart): the form again.
    return { ok: false, status: 400, state: { error: CHECKOUT_FORM_MESSAGES.invalid, values: {} } };
  }
  const values = Object.fromEntries(
    Object.entries(raw).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return {
      ok: false,
      status: 400,
      state: { error: CHECKOUT_FORM_MESSAGES.invalid, fieldErrors, values },
    };
  }
  if (!c.get('hasCrumbCookie') || parsed.data.crumb !== c.get('crumb')) {
    return { ok: false, status: 403, state: { error: MESSAGES.crumbFail, values } };
  }
  return { ok: true, data: parsed.data };
}

const details = (data: CheckoutDetails): CheckoutDetails => ({
  email: data.email,
  name: data.name,
});

export function checkoutRoutes(
  carts: CartRepository,
  orders: OrderRepository,
  catalogue: Catalogue,
): Hono<Env> {
  const { locale, currency, id: websiteId } = catalogue.website;
  const context = (c: Context<Env>): PageContext => ({
    locale,
    currency,
    websiteId,
    crumb: c.get('crumb'),
  });
  const confirmed = (c: Context<Env>, order: OrderConfirmation) =>
    c.redirect(`/checkout/order-confirmed/${encodeURIComponent(order.id)}`, 303);
  /** Runs `place`; an ErrorResponse re-renders the page with its text and status. */
  const attempt = (
    c: Context<Env>,
    place: () => OrderConfirmation,
    rerender: (state: FormState) => Parameters<Context['html']>[0],
    values: Record<string, string>,
  ) => {
    try {
      return confirmed(c, place());
    } catch (error) {
      if (!(error instanceof ErrorResponse)) throw error;
      return c.html(rerender({ error: error.body.message, values }), error.status);
    }
  };

  const giftCard = (itemId: string | undefined) => {
    const product = itemId ? findProduct(catalogue, itemId) : undefined;
    if (!product || product.productType !== ProductType.giftCard) return undefined;
    return {
      id: product.id,
      name: product.name,
      variants: product.variants.map((variant) => ({
        sku: variant.sku,
        cents: unitPriceCents(variant),
      })),
    };
  };

  /** Applies the shopper's shipping option and coupon to the cart; a coupon that does not apply is refused. */
  const choose = (cartId: string, shippingOptionId?: string, couponCode?: string) => {
    const cart = carts.choose(cartId, {
      ...(shippingOptionId ? { shippingOptionId } : {}),
      couponCodes: couponCode ? [couponCode] : [],
    });
    return { ok: cart.invalidCoupons.length === 0, cart };
  };

  /** The checkout page again with the coupon refused beside its field, the cart without it. */
  const couponRefused = (c: Context<Env>, cartId: string, values: Record<string, string>) => {
    const state = {
      error: CHECKOUT_FORM_MESSAGES.coupon,
      fieldErrors: { couponCode: CHECKOUT_FORM_MESSAGES.coupon },
      values,
    };
    return c.html(checkoutPage(carts.choose(cartId, { couponCodes: [] }), context(c), state), 400);
  };

  return new Hono<Env>()
    .get('/', (c) => c.html(checkoutPage(carts.get(getCookie(c, COOKIE.cart)), context(c))))
    .post('/', async (c) => {
      const cartId = getCookie(c, COOKIE.cart);
      const form = await readForm(c, CartCheckoutSchema);
      if (!form.ok)
        return c.html(checkoutPage(carts.get(cartId), context(c), form.state), form.status);
      const { shippingOptionId, couponCode } = form.data;
      const values = { email: form.data.email, name: form.data.name, couponCode: couponCode ?? '' };
      const cart = carts.get(cartId);
      if (cart.id && !cart.isPurchased) {
        const chosen = choose(cart.id, shippingOptionId, couponCode);
        if (!chosen.ok) return couponRefused(c, cart.id, values);
      }
      return attempt(
        c,
        () => {
          const order = orders.placeCartOrder(cartId, details(form.data));
          deleteCookie(c, COOKIE.cart, { path: '/' });
          return order;
        },
        (state) => checkoutPage(carts.get(cartId), context(c), state),
        values,
      );
    })
    .post('/coupon', async (c) => {
      // Shows the totals with the coupon before the order is placed; the fields typed so far stay.
      const cartId = getCookie(c, COOKIE.cart);
      const form = await readForm(c, CouponPreviewSchema);
      if (!form.ok)
        return c.html(checkoutPage(carts.get(cartId), context(c), form.state), form.status);
      const { couponCode, shippingOptionId, email = '', name = '' } = form.data;
      const values = { email, name, couponCode: couponCode ?? '' };
      const cart = carts.get(cartId);
      if (!cart.id || cart.isPurchased) return c.html(checkoutPage(cart, context(c), { values }));
      const chosen = choose(cart.id, shippingOptionId, couponCode);
      if (!chosen.ok) return couponRefused(c, cart.id, values);
      return c.html(checkoutPage(chosen.cart, context(c), { values }));
    })
    .get('/subscription', (c) => {
      const token = c.req.query('cartToken') ?? '';
      const line = orders.subscriptionCart(token);
      const state = line ? {} : { error: CHECKOUT_MESSAGES.unknownToken };
      return c.html(subscriptionPage(line, context(c), state), line ? 200 : 404);
    })
    .post('/subscription', async (c) => {
      const form = await readForm(c, SubscriptionCheckoutSchema);
      if (!form.ok) {
        const token = form.state.values?.cartToken ?? '';
        return c.html(
          subscriptionPage(orders.subscriptionCart(token), context(c), form.state),
          form.status,
        );
      }
      const { cartToken } = form.data;
      return attempt(
        c,
        () => orders.placeSubscriptionOrder(cartToken, details(form.data)),
        (state) => subscriptionPage(orders.subscriptionCart(cartToken), context(c), state),
        { email: form.data.email, name: form.data.name },
      );
    })
    .get('/gift-card', (c) => {
      const product = giftCard(c.req.query('itemId'));
      return c.html(
        giftCardPage(
          product,
          c.req.query('sku'),
          context(c),
          product ? {} : { error: CHECKOUT_MESSAGES.notGiftCard },
        ),
        product ? 200 : 404,
      );
    })
    .post('/gift-card', async (c) => {
      const form = await readForm(c, GiftCardCheckoutSchema);
      if (!form.ok) {
        const values = form.state.values ?? {};
        return c.html(
          giftCardPage(giftCard(values.itemId), values.sku, context(c), form.state),
          form.status,
        );
      }
      const { itemId, sku } = form.data;
      return attempt(
        c,
        () => orders.placeGiftCardOrder(itemId, sku, details(form.data)),
        (state) => giftCardPage(giftCard(itemId), sku, context(c), state),
        { email: form.data.email, name: form.data.name },
      );
    })
    .get('/order-confirmed/:orderId', (c) => {
      const order = orders.get(c.req.param('orderId'));
      if (!order) return c.text(CHECKOUT_FORM_MESSAGES.orderNotFound, 404);
      return c.html(confirmationPage(order, context(c), (sku) => skuAttributes(catalogue, sku)));
    });
}

/** The option values of the variant with `sku`, for the confirmation's lines. */
function skuAttributes(catalogue: Catalogue, sku: string): Record<string, string> | undefined {
  for (const product of catalogue.products) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return variant.attributes;
  }
  return undefined;
}
