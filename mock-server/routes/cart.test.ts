/** Tests of the mock server's shopping-cart calls: reading the cart and adding entries. */
import { describe, expect, it } from 'vitest';
import {
  AddEntryResponseSchema,
  ShoppingCartSchema,
  type AddEntryResponse,
} from '../../src/api/schemas';
import { ErrorBodySchema } from '../../src/api/error-classes';
import { MESSAGES } from '../errors';
import { ADD_PATH, CART_PATH, Visitor, addBody, testApp } from '../test-support';

async function add(visitor: Visitor, body: ReturnType<typeof addBody>): Promise<AddEntryResponse> {
  const response = await visitor.post(ADD_PATH, body);
  expect(response.status).toBe(200);
  return AddEntryResponseSchema.parse(await response.json());
}

describe('GET /api/commerce/shopping-cart', () => {
  it('answers an empty cart with no id for a visitor without a cart cookie', async () => {
    const response = await testApp().request(CART_PATH);
    expect(response.status).toBe(200);
    const cart = ShoppingCartSchema.parse(await response.json());
    expect(cart).toMatchObject({
      id: null,
      websiteId: 'demo-website',
      entries: [],
      subtotalCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
    });
  });

  it('answers the empty cart when the cart cookie names no cart', async () => {
    const visitor = await Visitor.arrive(testApp());
    visitor.cookies.set('CART', 'gone');
    const cart = ShoppingCartSchema.parse(await (await visitor.get(CART_PATH)).json());
    expect(cart.id).toBeNull();
  });

  it("answers the visitor's cart by the CART cookie", async () => {
    const visitor = await Visitor.arrive(testApp());
    const added = await add(visitor, addBody('prod-canvas-tote', null, 2));
    const cart = ShoppingCartSchema.parse(await (await visitor.get(CART_PATH)).json());
    expect(cart).toEqual(added.shoppingCart);
  });

  it('rejects an invalid query with the field named', async () => {
    const response = await testApp().request(`${CART_PATH}?mock=maybe`);
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(await response.json()).errors).toHaveProperty('mock');
  });
});

describe('POST /api/commerce/shopping-cart/entries', () => {
  it('creates the cart, sets the CART cookie and totals the entry', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null, 2));
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^CART=[\w-]+; Max-Age=1209600; Path=\/; SameSite=Lax$/),
    ]);
    const { shoppingCart, newlyAdded } = AddEntryResponseSchema.parse(await response.json());
    expect(visitor.cookies.get('CART')).toBe(shoppingCart.id);
    expect(newlyAdded).toMatchObject({
      itemId: 'prod-canvas-tote',
      quantity: 2,
      chosenVariant: { sku: 'TOTE-NAT', attributes: {} },
      title: 'Canvas Tote',
      purchasePriceCents: 1800,
      subTotal: 3600,
    });
    expect(shoppingCart).toMatchObject({
      websiteId: 'demo-website',
      subtotalCents: 3600,
      taxCents: 288,
      shippingCostCents: 500,
      grandTotalCents: 4388,
      totalQuantity: 2,
      requiresShipping: true,
      hasDigital: false,
      purelyDigital: false,
    });
  });

  it('does not set the CART cookie again when adding to an existing cart', async () => {
    const visitor = await Visitor.arrive(testApp());
    await add(visitor, addBody('prod-canvas-tote', null));
    const again = await visitor.post(ADD_PATH, addBody('prod-repair-workshop', null));
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('merges a second add of the same variant into one entry', async () => {
    const visitor = await Visitor.arrive(testApp());
    const first = await add(visitor, addBody('prod-classic-tee', 'TEE-WHT-M', 1));
    const second = await add(visitor, addBody('prod-classic-tee', 'TEE-WHT-M', 2));
    expect(second.newlyAdded.id).toBe(first.newlyAdded.id);
    expect(second.shoppingCart.entries).toHaveLength(1);
    expect(second.newlyAdded.quantity).toBe(3);
    expect(second.shoppingCart.totalQuantity).toBe(3);
  });

  it('keeps different variants, or different extra-field answers, as separate entries', async () => {
    const visitor = await Visitor.arrive(testApp());
    await add(visitor, addBody('prod-classic-tee', 'TEE-WHT-M'));
    await add(visitor, addBody('prod-classic-tee', 'TEE-BLK-M'));
    const withFields = await add(visitor, {
      ...addBody('prod-classic-tee', 'TEE-WHT-M'),
      additionalFields: '{"engraving":"Hi"}',
    });
    expect(withFields.shoppingCart.entries).toHaveLength(3);
    expect(withFields.newlyAdded.additionalFields).toBe('{"engraving":"Hi"}');
    expect(withFields.shoppingCart.totalQuantity).toBe(3);
  });

  it('charges the sale price of a variant on sale', async () => {
    const visitor = await Visitor.arrive(testApp());
    const { newlyAdded, shoppingCart } = await add(
      visitor,
      addBody('prod-classic-tee', 'TEE-WHT-S', 2),
    );
    expect(newlyAdded.purchasePriceCents).toBe(2000);
    expect(shoppingCart.subtotalCents).toBe(4000);
  });

  it('counts the quantity already in the cart against the stock', async () => {
    const visitor = await Visitor.arrive(testApp());
    await add(visitor, addBody('prod-classic-tee', 'TEE-BLK-S', 2));
    const tooMany = await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-BLK-S', 2));
    expect(tooMany.status).toBe(409);
    expect(ErrorBodySchema.parse(await tooMany.json())).toEqual({
      message: 'Sorry, we do not have enough of that item available.',
    });
    const lastOne = await add(visitor, addBody('prod-classic-tee', 'TEE-BLK-S', 1));
    expect(lastOne.newlyAdded.quantity).toBe(3);
  });

  it('refuses a sold-out variant without creating a cart', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-BLK-L'));
    expect(response.status).toBe(409);
    expect(visitor.cookies.has('CART')).toBe(false);
  });

  it('never runs out of a variant marked unlimited', async () => {
    const visitor = await Visitor.arrive(testApp());
    const { newlyAdded } = await add(visitor, addBody('prod-classic-tee', 'TEE-WHT-L', 9999));
    expect(newlyAdded.quantity).toBe(9999);
  });

  it('treats digital products as unlimited even with no stock, and marks the cart digital', async () => {
    const visitor = await Visitor.arrive(testApp());
    const { shoppingCart } = await add(visitor, addBody('prod-field-guide', null, 50));
    expect(shoppingCart).toMatchObject({
      totalQuantity: 50,
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
    });
    const mixed = await add(visitor, addBody('prod-canvas-tote', null));
    expect(mixed.shoppingCart).toMatchObject({ hasDigital: true, purelyDigital: false });
  });

  it('treats gift cards as unlimited', async () => {
    const visitor = await Visitor.arrive(testApp());
    const { newlyAdded } = await add(visitor, addBody('prod-gift-card', 'GIFT-50', 4));
    expect(newlyAdded).toMatchObject({ purchasePriceCents: 5000, subTotal: 20000 });
  });

  it('answers 404 Item not found for an unknown item', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, addBody('no-such-item', null));
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ message: 'Item not found' });
  });

  it('answers 404 for an unknown sku of a known item', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-PINK-XL'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: MESSAGES.variantUnavailable });
  });

  it('requires a sku for a product with several variants', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, addBody('prod-classic-tee', null));
    expect(response.status).toBe(400);
    const body = ErrorBodySchema.parse(await response.json());
    expect(body.message).toBe(MESSAGES.variantUnavailable);
    expect(body.errors?.sku).toMatch(/6 variants/);
  });

  it('answers 400 with each bad field named by its path', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, { itemId: '', sku: 3, quantity: 0 });
    expect(response.status).toBe(400);
    const body = ErrorBodySchema.parse(await response.json());
    expect(body.message).toBe('Invalid request');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'additionalFields',
      'itemId',
      'quantity',
      'sku',
    ]);
  });

  it('rejects a quantity above 9999', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null, 10_000));
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(await response.json()).errors).toHaveProperty('quantity');
  });

  it('answers a body that is not JSON with an error body', async () => {
    const visitor = await Visitor.arrive(testApp());
    const response = await visitor.request('POST', ADD_PATH, { rawBody: '{"itemId":' });
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(await response.json()).message).toMatch(/JSON/);
  });
});
