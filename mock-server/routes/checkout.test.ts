/** Tests of the mock server's checkout: orders, coupons, refusals, subscriptions, gift cards. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ShoppingCartSchema, StockResponseSchema } from '../../src/api/schemas';
import { OrderConfirmationSchema } from '../../src/api/order-confirmation';
import { serverTexts } from '../../src/i18n/server-texts';
import { MESSAGES } from '../errors';
import type { App } from '../app';
import { startServer } from '../server';
import { ADD_PATH, CART_PATH, Visitor, addBody, testApp } from '../test-support';
import { catalogueWithFlask } from '../catalogue/checkout-test-catalogue';
import { orderNumber } from '../views/checkout-pages';

/** A shopper's form post (the crumb cookie's value in the hidden `crumb` field), cookies kept. */
async function postForm(
  app: App,
  visitor: Visitor,
  path: string,
  fields: Record<string, string>,
): Promise<Response> {
  const response = await app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: new URLSearchParams({ crumb: visitor.cookies.get('crumb') ?? '', ...fields }).toString(),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const eq = pair.indexOf('=');
    visitor.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return response;
}

const shopper = { email: 'ada@example.com', name: 'Ada' };

async function stockOf(visitor: Visitor, itemId: string, sku: string): Promise<number> {
  const response = await visitor.get(`/api/commerce/inventory/stock?itemId=${itemId}`);
  const { results } = StockResponseSchema.parse(await response.json());
  return results.find((result) => result.sku === sku)!.qtyInStock;
}

/** The order on the confirmation page, as the order-confirmation widget reads it. */
async function confirmationOf(visitor: Visitor, location: string) {
  const html = await (await visitor.get(location)).text();
  const json = /<script type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, order: OrderConfirmationSchema.parse(JSON.parse(json ?? 'null')) };
}

describe('the checkout page', () => {
  it('places the order: stock taken, cart closed, cookie cleared, confirmation with totals', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-BLK-S', 2));
    const page = await visitor.get('/checkout');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<label for="email">Email</label>');

    const response = await postForm(app, visitor, '/checkout', {
      ...shopper,
      shippingOptionId: 'ship-express',
      couponCode: 'welcome10',
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('Location')!;
    expect(location).toMatch(/^\/checkout\/order-confirmed\/[\w-]+$/);
    expect(visitor.cookies.get('CART')).toBe('');

    const { html, order } = await confirmationOf(visitor, location);
    expect(html).toContain('<body data-page-type="202">');
    // 2 × 25.00 - 10.00 coupon = 40.00; tax 8 % = 3.20; express shipping 15.00.
    expect(order).toMatchObject({
      testMode: true,
      websiteId: 'demo-website',
      grandTotal: { value: '5820', currency: 'USD' },
      taxTotal: { value: '320' },
      shippingTotal: { value: '1500' },
      items: [{ sku: 'TEE-BLK-S', productName: 'Classic Tee', quantity: 2 }],
    });
    // The page reconciles with the cart line by line: variant, subtotal, coupon, short number.
    const totals = /<dl class="demo-totals">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
    const rows = [...totals.matchAll(/<dt>([^<]+)<\/dt>\s*<dd>([^<]+)<\/dd>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(rows).toEqual([
      ['Subtotal', '$50.00'],
      ['Discount', '-$10.00'],
      ['Tax', '$3.20'],
      ['Shipping', '$15.00'],
      ['Total', '$58.20'],
    ]);
    expect(html).toMatch(/Classic Tee\s*<small>Color: Black, Size: S<\/small>/);
    expect(html).toContain(`Order number: <strong>${orderNumber(order.id)}</strong>`);
    expect(orderNumber(order.id)).toMatch(/^#[0-9A-F]{8}$/);
    expect(html).not.toContain(`<strong>${order.id}</strong>`);
    expect(await stockOf(visitor, 'prod-classic-tee', 'TEE-BLK-S')).toBe(1);
    // The next add starts a new cart.
    const cart = ShoppingCartSchema.parse(await (await visitor.get(CART_PATH)).json());
    expect(cart.entries).toEqual([]);
  });

  it('previews a coupon before paying: the discount shows, nothing is placed, typed fields stay', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    await visitor.post(ADD_PATH, addBody('prod-classic-tee', 'TEE-WHT-M', 2));
    const preview = await postForm(app, visitor, '/checkout/coupon', {
      email: 'ada@example.com',
      name: '',
      couponCode: 'WELCOME10',
    });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toMatch(/<dt>Discount<\/dt>\s*<dd>-\$10\.00<\/dd>/);
    expect(html).toContain('value="ada@example.com"');
    const cart = ShoppingCartSchema.parse(await (await visitor.get(CART_PATH)).json());
    expect(cart.entries).toHaveLength(1);
    const wrong = await postForm(app, visitor, '/checkout/coupon', { couponCode: 'NOPE' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That coupon code is not valid.');
  });

  it('refuses an empty cart, a cart below the minimum, a bad email and a forged crumb', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    const empty = await postForm(app, visitor, '/checkout', shopper);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('You have nothing in your shopping cart.');

    await visitor.post(ADD_PATH, addBody('prod-field-guide', null)); // $9.00 < $10.00
    const small = await postForm(app, visitor, '/checkout', shopper);
    expect(small.status).toBe(400);
    expect(await small.text()).toContain(
      'To check out, your order subtotal must be $10.00 or more.',
    );

    await visitor.post(ADD_PATH, addBody('prod-canvas-tote', null));
    const badEmail = await postForm(app, visitor, '/checkout', { ...shopper, email: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toMatch(/aria-invalid="true" aria-describedby="email-error"/);

    const forged = await postForm(app, visitor, '/checkout', { ...shopper, crumb: 'forged' });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(MESSAGES.crumbFail);

    const badCoupon = await postForm(app, visitor, '/checkout', { ...shopper, couponCode: 'FREE' });
    expect(badCoupon.status).toBe(400);
    expect(await badCoupon.text()).toContain('That coupon code is not valid.');
    // Nothing was bought.
    expect(await stockOf(visitor, 'prod-canvas-tote', 'TOTE-NAT')).toBe(12);
  });

  it('shows product names and values with HTML as text', async () => {
    const app = testApp({ catalogue: catalogueWithFlask });
    const visitor = await Visitor.arrive(app);
    const added = await visitor.post(ADD_PATH, {
      ...addBody('prod-engraved-flask', 'FLASK-STEEL'),
      additionalFields: JSON.stringify({ Engraving: 'Ada' }),
    });
    expect(added.status).toBe(200);
    const html = await (await visitor.get('/checkout')).text();
    expect(html).toContain('Engraved &lt;b&gt;Flask&lt;/b&gt;');
    expect(html).not.toContain('<b>Flask</b>');
    const response = await postForm(app, visitor, '/checkout', {
      ...shopper,
      name: '</script><script>alert(1)</script>',
    });
    const { html: confirmation, order } = await confirmationOf(
      visitor,
      response.headers.get('Location')!,
    );
    expect(order.items[0]!.productName).toBe('Engraved <b>Flask</b>');
    expect(confirmation).not.toContain('<b>Flask</b>');
  });
});

describe('the subscription and gift-card checkouts', () => {
  it('places a subscription order from a cart token, once', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    const { cartToken } = (await (
      await visitor.post('/api/3/commerce/cart/subscription', {
        itemId: 'prod-coffee-subscription',
        sku: null,
        qty: 2,
        additionalFields: null,
      })
    ).json()) as { cartToken: string };
    const page = await visitor.get(`/checkout/subscription?cartToken=${cartToken}`);
    expect(await page.text()).toContain('House Coffee Subscription');
    const placed = await postForm(app, visitor, '/checkout/subscription', {
      ...shopper,
      cartToken,
    });
    expect(placed.status).toBe(303);
    const { order } = await confirmationOf(visitor, placed.headers.get('Location')!);
    expect(order.items).toMatchObject([{ sku: 'COFFEE-250G', quantity: 2 }]);
    expect(await stockOf(visitor, 'prod-coffee-subscription', 'COFFEE-250G')).toBe(18);
    const again = await postForm(app, visitor, '/checkout/subscription', { ...shopper, cartToken });
    expect(again.status).toBe(404);
  });

  it('asks a subscription cart for the product’s required extra fields, as an add does', async () => {
    const flask = catalogueWithFlask.products.find((p) => p.additionalFieldsForm)!;
    const coffee = catalogueWithFlask.products.find((p) => p.id === 'prod-coffee-subscription')!;
    const catalogue = {
      ...catalogueWithFlask,
      products: [
        ...catalogueWithFlask.products.filter((p) => p !== coffee),
        { ...coffee, additionalFieldsForm: flask.additionalFieldsForm },
      ],
    };
    const visitor = await Visitor.arrive(testApp({ catalogue }));
    const subscribe = (additionalFields: string | null) =>
      visitor.post('/api/3/commerce/cart/subscription', {
        itemId: coffee.id,
        sku: null,
        qty: 1,
        additionalFields,
      });
    for (const missing of [null, '{}', 'not json']) {
      const refused = await subscribe(missing);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(
        serverTexts.invalidFields,
      );
    }
    const accepted = await subscribe(JSON.stringify({ Engraving: 'A.B.' }));
    expect(accepted.status).toBe(200);
  });

  it('sells a gift card of the chosen amount', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    const page = await visitor.get('/checkout/gift-card?itemId=prod-gift-card&sku=GIFT-50');
    expect(await page.text()).toMatch(
      /<option\s+value="GIFT-50"\s+selected\s*>\s*\$50\.00\s*<\/option>/,
    );
    const placed = await postForm(app, visitor, '/checkout/gift-card', {
      ...shopper,
      itemId: 'prod-gift-card',
      sku: 'GIFT-50',
    });
    const { order } = await confirmationOf(visitor, placed.headers.get('Location')!);
    expect(order.grandTotal).toEqual({ value: '5000', currency: 'USD' });
    expect((await visitor.get('/checkout/gift-card?itemId=prod-canvas-tote')).status).toBe(404);
  });
});

/** A shopper over real HTTP, keeping cookies like a browser. */
class HttpShopper {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async send(method: string, path: string, body?: string, type?: string): Promise<Response> {
    const headers: Record<string, string> = {
      Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'X-CSRF-Token': this.cookies.get('crumb') ?? '',
    };
    if (type) headers['Content-Type'] = type;
    const response = await fetch(new URL(path, this.base), {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  /** Arrives, adds one of the variant and checks out; says what happened. */
  async buyOne(itemId: string, sku: string): Promise<'ordered' | 'stock' | string> {
    await this.send('GET', CART_PATH);
    const add = await this.send(
      'POST',
      ADD_PATH,
      JSON.stringify(addBody(itemId, sku)),
      'application/json',
    );
    if (add.status === 409) return 'stock';
    if (add.status !== 200) return `add ${add.status}`;
    const form = new URLSearchParams({ crumb: this.cookies.get('crumb') ?? '', ...shopper });
    const placed = await this.send(
      'POST',
      '/checkout',
      form.toString(),
      'application/x-www-form-urlencoded',
    );
    if (placed.status === 303) return 'ordered';
    const text = await placed.text();
    return placed.status === 409 && text.includes(MESSAGES.notEnoughStock)
      ? 'stock'
      : `checkout ${placed.status}`;
  }
}

/** A second mock server process on the same database file. */
async function startChildServer(dbFile: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'mock-server/cli.ts',
      '--port',
      '0',
      '--db',
      dbFile,
      '--rate-limit',
      '100000',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Storefront mock server: (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`child server exited with ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

describe('stock under concurrent orders', () => {
  it('200 shoppers on two server processes buy a variant with stock 10: exactly 10 orders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-orders-'));
    const dbFile = join(dir, 'storefront.db');
    const first = await startServer({ port: 0, dbFile, staticDirs: [], rateLimit: 100_000 });
    const second = await startChildServer(dbFile);
    try {
      const shoppers = Array.from(
        { length: 200 },
        (_, index) => new HttpShopper(index % 2 === 0 ? first.url : second.url),
      );
      const outcomes = await Promise.all(
        shoppers.map((shopper) => shopper.buyOne('prod-classic-tee', 'TEE-WHT-M')),
      );
      const counts = new Map<string, number>();
      for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      expect(Object.fromEntries(counts)).toEqual({ ordered: 10, stock: 190 });
      const response = await fetch(
        new URL('/api/commerce/inventory/stock?itemId=prod-classic-tee', first.url),
      );
      const { results } = StockResponseSchema.parse(await response.json());
      expect(results.find((result) => result.sku === 'TEE-WHT-M')?.qtyInStock).toBe(0);
    } finally {
      second.stop();
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
