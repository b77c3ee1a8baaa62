/** Tests of the shop routes: home, product and shop pages, merchant text, template errors. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createCartRepository } from '../repositories/carts';
import { openDatabase, seedStock } from '../db';
import { createStockRepository } from '../repositories/stock';
import { DEMO_INSTALLMENTS } from '../views/template-data';
import { ADD_PATH, addBody, demoCatalogue, testApp, Visitor } from '../test-support';
import { DEMO_TEMPLATES_DIR, shopRoutes, type ShopOptions } from './shop';

/** The shop routes alone, over a fresh database, with options. */
function shopApp(options: ShopOptions): Hono {
  const db = openDatabase(':memory:');
  seedStock(db, demoCatalogue);
  const stock = createStockRepository(db);
  const carts = createCartRepository(db, demoCatalogue, stock, Date.now);
  return new Hono().route('/', shopRoutes(demoCatalogue, stock, carts, options));
}

const page = async (app: Pick<Hono, 'request'>, path: string) => {
  const response = await app.request(path);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    html: await response.text(),
  };
};

describe('GET /', () => {
  it('lists every catalogue product with its price, status and add-to-cart button', async () => {
    const { status, type, html } = await page(testApp(), '/');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    for (const product of demoCatalogue.products) {
      expect(html).toContain(`<a href="/products/${product.urlSlug}">${product.name}</a>`);
      expect(html).toContain(
        `data-item-id="${product.id}" data-product-type="${product.productType}"`,
      );
      expect(html).toContain(
        `class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${product.id}"`,
      );
    }
    expect(html).toContain('<div class="product-mark sold-out">sold out</div>');
    expect(html).toContain(
      '<li class="demo-card product-block sold-out" data-item-id="prod-enamel-mug">',
    );
    expect(html).toContain(
      '<li class="demo-card product-block on-sale" data-item-id="prod-classic-tee">',
    );
    expect(html).toContain('<li class="demo-card product-block" data-item-id="prod-canvas-tote">');
    expect(html).toContain('data-product-id="prod-enamel-mug" data-variant-id="MUG-ENAMEL">');
    expect(html).toContain(
      '<script src="/storefront/latest/storefront.js" data-website-id="demo-website" data-currency="USD" data-locale="en-US" defer></script>',
    );
  });

  it('shows the visitor’s cart count', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    await visitor.post(ADD_PATH, addBody('prod-canvas-tote', 'TOTE-NAT', 2));
    const html = await (await visitor.get('/')).text();
    expect(html).toContain('Cart <span class="sqs-cart-quantity">2</span>');
    expect(await (await testApp().request('/')).text()).toContain(
      'Cart <span class="sqs-cart-quantity">0</span>',
    );
  });
});

describe('GET /products/<urlSlug>', () => {
  it.each(demoCatalogue.products.map((p) => [p.urlSlug, p.name]))(
    '/products/%s renders the product page',
    async (slug, name) => {
      const { status, html } = await page(testApp(), `/products/${slug}`);
      expect(status).toBe(200);
      expect(html).toContain(`<h1>${name}</h1>`);
      expect(html).toContain(`<title>${name} · Demo Goods</title>`);
    },
  );

  it('prints the product’s description', async () => {
    const { html } = await page(testApp(), '/products/enamel-mug');
    expect(html).toContain(
      '<p class="demo-description">A speckled enamel camping mug. Sold out: sign up to hear when it is back.</p>',
    );
  });

  it('gives the tee its variant selector, quantity input, hidden restock form and installment pill', async () => {
    const { html } = await page(testApp(), '/products/classic-tee');
    expect(html).toContain('<select aria-label="Select Color" data-variant-option-name="Color">');
    expect(html).toContain('<div class="product-quantity-input" data-item-id="prod-classic-tee"');
    expect(html).toContain(
      'data-product-id="prod-classic-tee" data-variant-id="TEE-BLK-L" hidden>',
    );
    expect(html).toContain(
      '<div data-storefront-installments="product" data-item-id="prod-classic-tee" data-price="2000" data-currency="USD" data-product-type="1" data-afterpay-min="3500" data-afterpay-max="100000" data-stripe-account-country="US" data-shopper-language="en"></div>',
    );
  });

  it('shows an installment pill on physical products only', async () => {
    const app = testApp();
    expect((await page(app, '/products/canvas-tote')).html).toContain('data-price="1800"');
    for (const slug of ['field-guide', 'repair-workshop', 'gift-card']) {
      expect((await page(app, `/products/${slug}`)).html).not.toContain(
        'data-storefront-installments',
      );
    }
  });

  it('leaves the installment pill out when the store has no pay-later option', async () => {
    const app = shopApp({ installments: { ...DEMO_INSTALLMENTS, afterPayAvailable: false } });
    const { status, html } = await page(app, '/products/classic-tee');
    expect(status).toBe(200);
    expect(html).not.toContain('data-storefront-installments');
  });

  it('renders live stock: a variant that sold out shows sold out, a restocked one does not', async () => {
    const db = openDatabase(':memory:');
    const app = testApp({ db });
    expect((await page(app, '/products/canvas-tote')).html).not.toContain('product-mark sold-out');
    db.prepare("UPDATE stock SET qty_in_stock = 0 WHERE sku = 'TOTE-NAT'").run();
    db.prepare("UPDATE stock SET qty_in_stock = 5 WHERE sku = 'MUG-ENAMEL'").run();
    expect((await page(app, '/products/canvas-tote')).html).toContain(
      '<div class="product-mark sold-out">sold out</div>',
    );
    const mug = (await page(app, '/products/enamel-mug')).html;
    expect(mug).not.toContain('product-mark sold-out');
    expect(mug).not.toContain('product-restock-notification');
  });

  it('answers an unknown slug with a 404 page', async () => {
    const { status, type, html } = await page(testApp(), '/products/no-such-thing');
    expect(status).toBe(404);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('<a href="/">Browse the shop</a>');
  });
});

describe('merchant text', () => {
  it('is escaped wherever the templates print it', async () => {
    const tote = demoCatalogue.products.find((p) => p.id === 'prod-canvas-tote')!;
    const evil = { ...tote, name: '<img src=x onerror=alert(1)>"Tote"' };
    const catalogue = {
      ...demoCatalogue,
      products: demoCatalogue.products.map((p) => (p.id === tote.id ? evil : p)),
    };
    for (const path of ['/', '/products/canvas-tote']) {
      const { status, html } = await page(testApp({ catalogue }), path);
      expect(status).toBe(200);
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });
});

describe('template errors', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** The demo templates with one file replaced. */
  function templates(name: string, text: string): string {
    dir = mkdtempSync(join(tmpdir(), 'shop-templates-'));
    cpSync(DEMO_TEMPLATES_DIR, dir, { recursive: true });
    writeFileSync(join(dir, name), text);
    return dir;
  }

  it('logs them and answers 500 with the escaped list', async () => {
    const logged: string[] = [];
    const app = shopApp({
      templatesDir: templates('products.list', '<ul>{@|apply <b>card</b>.block}{@|nope}</ul>'),
      log: (message) => logged.push(message),
    });
    const { status, html } = await page(app, '/');
    expect(status).toBe(500);
    expect(html).toContain(
      "<li>products.list 1:5: execute error: Partial '&lt;b&gt;card&lt;/b&gt;.block' not found</li>",
    );
    expect(html).toContain("Unknown formatter 'nope'");
    expect(html).not.toContain('<b>card</b>');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Shop page / has template errors');
    expect(logged[0]).toContain("Unknown formatter 'nope'");
    // Pages that do not use the broken partial still render.
    expect((await page(app, '/products/classic-tee')).status).toBe(200);
  });

  it('reports a layout that does not compile on every request', async () => {
    const logged: string[] = [];
    const app = shopApp({
      templatesDir: templates('site.region', '<html>{.section item}'),
      log: (m) => logged.push(m),
    });
    const { status, html } = await page(app, '/products/classic-tee');
    expect(status).toBe(500);
    expect(html).toContain('site.region 1:');
    expect(html).toContain('Missing {.end} for section');
    expect(logged).toHaveLength(1);
  });
});

describe('GET /shop and /shop/<urlSlug>', () => {
  it('answer the same pages as / and /products/<urlSlug>, their first address', async () => {
    const app = testApp();
    expect((await page(app, '/shop')).html).toBe((await page(app, '/')).html);
    const tee = await page(app, '/shop/classic-tee');
    expect(tee.status).toBe(200);
    expect(tee.html).toBe((await page(app, '/products/classic-tee')).html);
    expect((await page(app, '/shop/no-such-thing')).status).toBe(404);
  });
});

describe('host pages', () => {
  it('win over the shop at the same path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-static-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
      expect(await (await testApp({ staticDirs: [dir] }).request('/')).text()).toBe(
        '<h1>home</h1>',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
