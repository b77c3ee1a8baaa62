/** The console's product editor on the mock server: roles, rules, versions, and the shop. */
import { describe, expect, it } from 'vitest';
import type { ProductDraft } from '../../src/api/owner-catalogue';
import { consoleTexts } from '../../src/i18n/console-texts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db';
import { createEditorFileRepository } from '../repositories/editor-files';
import { ownerVisitor, testApp, Visitor } from '../test-support';

const PRODUCTS = '/api/owner/catalogue/products';

const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  version: null,
  name: 'Linen Apron',
  urlSlug: 'linen-apron',
  description: 'Stonewashed linen.',
  productType: 1,
  collectionId: 'col-shop',
  categories: [],
  imageFileId: null,
  isSubscribable: false,
  subscriptionPlan: null,
  variants: [
    {
      sku: 'APRON-1',
      attributes: {},
      price: '32.50',
      salePrice: '',
      onSale: false,
      unlimited: false,
      qtyInStock: 4,
    },
  ],
  ...over,
});

interface Saved {
  id: string;
  version: number;
  urlSlug: string;
}

describe('the product editor', () => {
  it.each([
    ['visitor', 401],
    ['site user', 401],
    ['viewer', 403],
    ['editor', 403],
    ['storeManager', 200],
    ['admin', 200],
  ] as const)(
    '%s creating a product: %i, and the shop changes only on 200',
    async (who, status) => {
      const app = testApp();
      let caller: Visitor;
      if (who === 'visitor') caller = await Visitor.arrive(app);
      else if (who === 'site user') {
        caller = await Visitor.arrive(app);
        await caller.post('/api/site-users/account/session', {
          email: 'shopper@example.com',
          password: 'demo-shopper-1',
          rememberMe: false,
        });
      } else caller = await ownerVisitor(app, who);
      expect((await caller.post(PRODUCTS, draft())).status).toBe(status);
      const shop = await (await app.request('/')).text();
      expect(shop.includes('Linen Apron')).toBe(status === 200);
      expect((await app.request('/products/linen-apron')).status).toBe(status === 200 ? 200 : 404);
    },
  );

  it('lets a viewer read the editor list', async () => {
    const viewer = await ownerVisitor(testApp(), 'viewer');
    const response = await viewer.get(PRODUCTS);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: { urlSlug: string }[] };
    expect(body.products.map((p) => p.urlSlug)).toContain('classic-tee');
  });

  it('shows a saved change on the next shop request', async () => {
    const app = testApp();
    const owner = await ownerVisitor(app, 'storeManager');
    const created = (await (await owner.post(PRODUCTS, draft())).json()) as Saved;
    expect(created.version).toBe(1);
    const edited = await owner.request('PUT', `${PRODUCTS}/${created.id}`, {
      body: draft({ version: created.version, name: 'Heavy Linen Apron' }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as Saved).version).toBe(2);
    const page = await (await app.request('/products/linen-apron')).text();
    expect(page).toContain('Heavy Linen Apron');
    expect(page).toContain('32.50');
  });

  it('refuses the second of two saves from the same version with a clear message', async () => {
    const app = testApp();
    const first = await ownerVisitor(app, 'storeManager');
    const second = await ownerVisitor(app, 'admin');
    const list = (await (await first.get(PRODUCTS)).json()) as {
      products: (ProductDraft & { id: string; version: number })[];
    };
    const tee = list.products.find((p) => p.urlSlug === 'classic-tee');
    if (!tee) throw new Error('no tee');
    const { id, ...fields } = tee;
    const a = await first.request('PUT', `${PRODUCTS}/${id}`, {
      body: { ...fields, name: 'Tee by the first owner' },
    });
    const b = await second.request('PUT', `${PRODUCTS}/${id}`, {
      body: { ...fields, name: 'Tee by the second owner' },
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(409);
    expect(await b.json()).toEqual({
      message: consoleTexts.staleVersion.replace('{thing}', 'product'),
    });
    const shop = await (await app.request('/products/classic-tee')).text();
    expect(shop).toContain('Tee by the first owner');
  });

  it.each([
    [{ productType: 7 }, 'productType', '7 is not one of the expected options'],
    [
      {
        productType: 2,
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      },
      'isSubscribable',
      consoleTexts.onlyPhysicalOrService,
    ],
    [
      {
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'DAY' }, numBillingCycles: 0 },
      },
      'subscriptionPlan.billingPeriod.unit',
      'DAY is not one of the expected options',
    ],
    [{ urlSlug: 'classic-tee' }, 'urlSlug', consoleTexts.slugTaken],
  ] as const)('refuses %j with its message beside %s', async (over, field, message) => {
    const app = testApp();
    const owner = await ownerVisitor(app, 'storeManager');
    const response = await owner.post(PRODUCTS, { ...draft(), ...over });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
  });

  it('refuses a variant on sale without a sale price and two variants with one SKU', async () => {
    const owner = await ownerVisitor(testApp(), 'storeManager');
    const [variant] = draft().variants;
    if (!variant) throw new Error('no variant');
    const response = await owner.post(
      PRODUCTS,
      draft({ variants: [variant, { ...variant, onSale: true }] }),
    );
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      'variants[1].sku': consoleTexts.duplicateSku,
      'variants[1].salePrice': consoleTexts.salePriceNeeded,
    });
  });

  it('saves a physical subscription with its billing period and cycles', async () => {
    const app = testApp();
    const owner = await ownerVisitor(app, 'storeManager');
    const plan = { billingPeriod: { value: 2, unit: 'WEEK' as const }, numBillingCycles: 6 };
    const response = await owner.post(
      PRODUCTS,
      draft({ isSubscribable: true, subscriptionPlan: plan }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isSubscribable: true, subscriptionPlan: plan });
  });

  it('keeps saved products across a restart and renders a hostile name as text', async () => {
    const db = openDatabase(':memory:');
    const owner = await ownerVisitor(testApp({ db }), 'storeManager');
    const hostile = '<img src=x onerror="document.body.dataset.pwned=1">';
    expect((await owner.post(PRODUCTS, draft({ name: hostile }))).status).toBe(200);
    const restarted = testApp({ db });
    const page = await (await restarted.request('/products/linen-apron')).text();
    expect(page).toContain('&lt;img src=x');
    expect(page).not.toContain('<img src=x');
    // The fixture catalogue itself is untouched: a fresh database has no apron.
    expect((await testApp().request('/products/linen-apron')).status).toBe(404);
  });
});

describe('categories', () => {
  it('saves a product’s categories, shows them on its page, and refuses a repeated one', async () => {
    const app = testApp();
    const manager = await ownerVisitor(app, 'storeManager');
    const twice = await manager.post(PRODUCTS, draft({ categories: ['Kitchen', 'kitchen'] }));
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { errors: Record<string, string> }).errors).toEqual({
      'categories[1]': 'This category already exists',
    });
    const long = await manager.post(PRODUCTS, draft({ categories: ['x'.repeat(26)] }));
    expect(Object.keys(((await long.json()) as { errors: object }).errors)).toEqual([
      'categories[0]',
    ]);
    const saved = await manager.post(PRODUCTS, draft({ categories: ['Kitchen', '<Gifts>'] }));
    expect(saved.status).toBe(200);
    expect(await (await app.request('/products/linen-apron')).text()).toContain(
      'Categories: Kitchen, &lt;Gifts&gt;',
    );
  });
});

describe('product images', () => {
  it('shows an uploaded image as the product’s picture at /files/<id>; other files are refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'product-images-'));
    const db = openDatabase(':memory:');
    const app = testApp({ db, dataDir });
    const files = createEditorFileRepository(db, dataDir, Date.now);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const picture = await files.upload(
      'apron.png',
      new Blob([png]).stream(),
      png.length,
      undefined,
    );
    const notes = await files.upload('notes.txt', new Blob(['text']).stream(), 4, undefined);
    const manager = await ownerVisitor(app, 'storeManager');
    const refused = await manager.post(PRODUCTS, draft({ imageFileId: notes.id }));
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      imageFileId: `${notes.id} is not one of the expected options`,
    });
    expect((await manager.post(PRODUCTS, draft({ imageFileId: picture.id }))).status).toBe(200);
    expect(await (await app.request('/products/linen-apron')).text()).toContain(
      `src="/files/${picture.id}?format=600w"`,
    );
    const served = await app.request(`/files/${picture.id}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expect((await app.request(`/files/${notes.id}`)).status).toBe(404);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
