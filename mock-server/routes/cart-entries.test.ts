/** Tests of the cart entry calls: quantity, removal, additional fields, subscription carts. */
import { describe, expect, it } from 'vitest';
import {
  CartResponseSchema,
  EntryFormResponseSchema,
  UpdateAdditionalFieldsResponseSchema,
} from '../../src/api/cart-entries';
import { ShoppingCartSchema, type AddEntryRequest, type ShoppingCart } from '../../src/api/schemas';
import { ErrorBodySchema } from '../../src/api/error-classes';
import { SubscriptionCartResponseSchema } from '../../src/api/subscription-cart';
import { MESSAGES } from '../errors';
import { CART_MESSAGES } from '../repositories/carts';
import { ADD_PATH, CART_PATH, Visitor, addBody, testApp } from '../test-support';
import { catalogueWithFlask } from '../catalogue/checkout-test-catalogue';

const entryPath = (id: string) => `${ADD_PATH}/${id}`;

async function cartWith(visitor: Visitor, ...bodies: AddEntryRequest[]): Promise<ShoppingCart> {
  for (const body of bodies) expect((await visitor.post(ADD_PATH, body)).status).toBe(200);
  return ShoppingCartSchema.parse(await (await visitor.get(CART_PATH)).json());
}

async function errorOf(response: Response) {
  return { status: response.status, body: ErrorBodySchema.parse(await response.json()) };
}

describe('the cart model', () => {
  it('prices the cart: discount, tax on the discounted subtotal, shipping, grand total', async () => {
    const visitor = await Visitor.arrive(testApp());
    const cart = await cartWith(visitor, addBody('prod-canvas-tote', null, 2));
    expect(cart).toMatchObject({
      shippingOptions: [
        { id: 'ship-standard', name: 'Standard shipping', priceCents: 500 },
        { id: 'ship-express', name: 'Express shipping', priceCents: 1500 },
      ],
      selectedShippingOption: { id: 'ship-standard' },
      applicableTaxRules: [{ name: 'Sales tax', rate: 0.08 }],
      subtotalCents: 3600,
      taxCents: 288,
      shippingCostCents: 500,
      discountCents: 0,
      grandTotalCents: 4388,
      minimumSubtotalCents: 1000,
    });
  });

  it('charges no shipping and offers no options for a purely digital cart', async () => {
    const visitor = await Visitor.arrive(testApp());
    const cart = await cartWith(visitor, addBody('prod-field-guide', null));
    expect(cart).toMatchObject({
      shippingOptions: [],
      selectedShippingOption: null,
      shippingCostCents: 0,
      requiresShipping: false,
      purelyDigital: true,
      hasDigital: true,
    });
    expect(cart.grandTotalCents).toBe(cart.subtotalCents + cart.taxCents);
  });
});

describe('PUT /api/commerce/shopping-cart/entries/{entryId}', () => {
  it('sets the quantity and answers the whole cart', async () => {
    const visitor = await Visitor.arrive(testApp());
    const [entry] = (await cartWith(visitor, addBody('prod-canvas-tote', null))).entries;
    const response = await visitor.request('PUT', entryPath(entry!.id), { body: { quantity: 4 } });
    expect(response.status).toBe(200);
    const { shoppingCart } = CartResponseSchema.parse(await response.json());
    expect(shoppingCart.entries[0]).toMatchObject({ quantity: 4, subTotal: 7200 });
    expect(shoppingCart.totalQuantity).toBe(4);
  });

  it('refuses more than the stock with the stock message and changes nothing', async () => {
    const visitor = await Visitor.arrive(testApp());
    const before = await cartWith(visitor, addBody('prod-classic-tee', 'TEE-BLK-S', 2));
    const response = await visitor.request('PUT', entryPath(before.entries[0]!.id), {
      body: { quantity: 4 },
    });
    expect(await errorOf(response)).toEqual({
      status: 409,
      body: { message: MESSAGES.notEnoughStock },
    });
    expect(ShoppingCartSchema.parse(await (await visitor.get(CART_PATH)).json())).toEqual(before);
  });

  it('validates the quantity (1 to 9999, whole)', async () => {
    const visitor = await Visitor.arrive(testApp());
    const [entry] = (await cartWith(visitor, addBody('prod-canvas-tote', null))).entries;
    for (const quantity of [0, 10_000, 1.5, '2']) {
      const response = await visitor.request('PUT', entryPath(entry!.id), { body: { quantity } });
      const { status, body } = await errorOf(response);
      expect(status).toBe(400);
      expect(body.errors).toHaveProperty('quantity');
    }
  });

  it("answers 404 for an entry of someone else's cart, and needs the crumb", async () => {
    const app = testApp();
    const owner = await Visitor.arrive(app);
    const [entry] = (await cartWith(owner, addBody('prod-canvas-tote', null))).entries;
    const stranger = await Visitor.arrive(app);
    await cartWith(stranger, addBody('prod-canvas-tote', null));
    const response = await stranger.request('PUT', entryPath(entry!.id), { body: { quantity: 2 } });
    expect(await errorOf(response)).toEqual({
      status: 404,
      body: { message: CART_MESSAGES.entryNotFound },
    });
    const forged = await owner.request('PUT', entryPath(entry!.id), {
      body: { quantity: 2 },
      crumb: 'forged',
    });
    expect(forged.status).toBe(403);
  });
});

describe('DELETE /api/commerce/shopping-cart/entries/{entryId}', () => {
  it('removes the entry; removing it again is a 404', async () => {
    const visitor = await Visitor.arrive(testApp());
    const cart = await cartWith(
      visitor,
      addBody('prod-canvas-tote', null),
      addBody('prod-field-guide', null),
    );
    const response = await visitor.request('DELETE', entryPath(cart.entries[0]!.id));
    const { shoppingCart } = CartResponseSchema.parse(await response.json());
    expect(shoppingCart.entries.map((entry) => entry.itemId)).toEqual(['prod-field-guide']);
    expect(shoppingCart.requiresShipping).toBe(false);
    const again = await visitor.request('DELETE', entryPath(cart.entries[0]!.id));
    expect(again.status).toBe(404);
  });
});

describe('additional fields of an entry', () => {
  const flaskAdd = (fields: Record<string, string>): AddEntryRequest => ({
    itemId: 'prod-engraved-flask',
    sku: 'FLASK-STEEL',
    quantity: 1,
    additionalFields: JSON.stringify(fields),
  });

  it('opens the form with the product fields and the current values', async () => {
    const visitor = await Visitor.arrive(testApp({ catalogue: catalogueWithFlask }));
    const [entry] = (await cartWith(visitor, flaskAdd({ Engraving: 'Ada' }))).entries;
    const response = await visitor.get(`${entryPath(entry!.id)}/additionalFields`);
    expect(EntryFormResponseSchema.parse(await response.json())).toEqual({
      fields: [
        { id: 'engraving', label: 'Engraving', type: 'text', required: true },
        { id: 'gift-note', label: 'Gift note', type: 'textarea', required: false },
      ],
      values: { Engraving: 'Ada' },
    });
  });

  it('updates them (PUT) and answers the cart and the updated entry', async () => {
    const visitor = await Visitor.arrive(testApp({ catalogue: catalogueWithFlask }));
    const [entry] = (await cartWith(visitor, flaskAdd({ Engraving: 'Ada' }))).entries;
    const additionalFields = JSON.stringify({ Engraving: '<b>Grace</b>', 'Gift note': 'Hi' });
    const response = await visitor.request('PUT', `${entryPath(entry!.id)}/additionalFields`, {
      body: { itemId: 'prod-engraved-flask', sku: 'FLASK-STEEL', additionalFields },
    });
    const body = UpdateAdditionalFieldsResponseSchema.parse(await response.json());
    expect(body.updatedEntry).toMatchObject({ id: entry!.id, additionalFields });
    expect(body.shoppingCart.entries[0]!.additionalFields).toBe(additionalFields);
  });

  it.each([
    ['null', null, { engraving: 'Required' }],
    ['"{}"', '{}', { engraving: 'Required' }],
    ['a blank required value', '{"Engraving":"  ","Gift note":"Hi"}', { engraving: 'Required' }],
    ['only the optional value', '{"Gift note":"Hi"}', { engraving: 'Required' }],
    ['"not json"', 'not json', { additionalFields: CART_MESSAGES.notAnObject }],
    [
      'a value that is not text',
      '{"Engraving":5}',
      { additionalFields: CART_MESSAGES.notAnObject },
    ],
  ])(
    'refuses an add with %s as the fields of a product with a required one',
    async (_, text, errors) => {
      const visitor = await Visitor.arrive(testApp({ catalogue: catalogueWithFlask }));
      const response = await visitor.post(ADD_PATH, { ...flaskAdd({}), additionalFields: text });
      expect(await errorOf(response)).toEqual({
        status: 400,
        body: { message: 'One or more fields is invalid, please check your entries.', errors },
      });
      expect(visitor.cookies.has('CART')).toBe(false);
      expect(ShoppingCartSchema.parse(await (await visitor.get(CART_PATH)).json()).entries).toEqual(
        [],
      );
    },
  );

  it('adds with the required field filled (by label), and a product without a form with null', async () => {
    const visitor = await Visitor.arrive(testApp({ catalogue: catalogueWithFlask }));
    const cart = await cartWith(
      visitor,
      flaskAdd({ Engraving: 'Ada' }),
      addBody('prod-canvas-tote', null),
    );
    expect(cart.entries.map((entry) => entry.additionalFields)).toEqual([
      '{"Engraving":"Ada"}',
      null,
    ]);
    const notJson = await visitor.post(ADD_PATH, {
      ...addBody('prod-canvas-tote', null),
      additionalFields: 'not json',
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses a missing required field, bad JSON or another item, changing nothing', async () => {
    const visitor = await Visitor.arrive(testApp({ catalogue: catalogueWithFlask }));
    const before = await cartWith(visitor, flaskAdd({ Engraving: 'Ada' }));
    const path = `${entryPath(before.entries[0]!.id)}/additionalFields`;
    const put = (body: unknown) => visitor.request('PUT', path, { body });
    const blank = await errorOf(
      await put({
        itemId: 'prod-engraved-flask',
        sku: null,
        additionalFields: '{"Engraving":" "}',
      }),
    );
    expect(blank).toEqual({
      status: 400,
      body: { message: CART_MESSAGES.invalidFields, errors: { engraving: 'Required' } },
    });
    const notJson = await errorOf(
      await put({ itemId: 'prod-engraved-flask', sku: null, additionalFields: '[1' }),
    );
    expect(notJson.body.errors).toHaveProperty('additionalFields');
    const other = await put({ itemId: 'prod-canvas-tote', sku: null, additionalFields: '{}' });
    expect(other.status).toBe(400);
    const missing = await put({ itemId: 'prod-engraved-flask' });
    expect((await errorOf(missing)).body.errors).toHaveProperty('additionalFields');
    expect(ShoppingCartSchema.parse(await (await visitor.get(CART_PATH)).json())).toEqual(before);
  });
});

describe('POST /api/3/commerce/cart/subscription', () => {
  const path = '/api/3/commerce/cart/subscription';

  it('answers a cart token for a subscribable product, without touching the cart', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(path, {
      itemId: 'prod-coffee-subscription',
      sku: null,
      qty: 2,
      additionalFields: null,
    });
    expect(response.status).toBe(200);
    const { cartToken } = SubscriptionCartResponseSchema.parse(await response.json());
    expect(cartToken).toMatch(/^[\w-]{16,}$/);
    expect(visitor.cookies.has('CART')).toBe(false);
  });

  it('refuses a product that cannot be subscribed to, more than the stock, and bad bodies', async () => {
    const visitor = await Visitor.arrive(testApp());
    const tote = await visitor.post(path, {
      itemId: 'prod-canvas-tote',
      sku: null,
      qty: 1,
      additionalFields: null,
    });
    expect(tote.status).toBe(400);
    const tooMany = await visitor.post(path, {
      itemId: 'prod-coffee-subscription',
      sku: null,
      qty: 21,
      additionalFields: null,
    });
    expect(await errorOf(tooMany)).toEqual({
      status: 409,
      body: { message: MESSAGES.notEnoughStock },
    });
    const bad = await errorOf(await visitor.post(path, { itemId: 'prod-coffee-subscription' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['sku', 'qty', 'additionalFields']),
    );
  });
});
