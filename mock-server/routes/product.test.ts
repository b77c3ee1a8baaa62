/** Tests of the mock server's product call and the quick-view counts it records. */
import { describe, expect, it } from 'vitest';
import { ProductViewSchema } from '../../src/api/product';
import { ErrorBodySchema } from '../../src/api/error-classes';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db';
import { testApp, Visitor } from '../test-support';

describe('GET /api/commerce/products/{id}', () => {
  it("answers the product's quick-view data with live stock, money in minor units", async () => {
    const response = await testApp().request('/api/commerce/products/prod-classic-tee');
    expect(response.status).toBe(200);
    const view = ProductViewSchema.parse(await response.json());
    expect(view).toMatchObject({
      name: 'Classic Tee',
      url: '/products/classic-tee',
      productType: 1,
      variantOptionOrdering: ['Color', 'Size'],
    });
    expect(view.variants.find((v) => v.sku === 'TEE-WHT-S')).toMatchObject({
      onSale: true,
      priceMoney: { value: '2500', currency: 'USD' },
      salePriceMoney: { value: '2000', currency: 'USD' },
      qtyInStock: 5,
    });
  });

  it('answers 404 with the platform error body for an unknown product', async () => {
    const response = await testApp().request('/api/commerce/products/nope');
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json()).message).toBe('Item not found');
  });
});

describe('POST /api/census/RecordQuickView/{id}', () => {
  it('counts the views of each product; a beacon without the crumb header counts too', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    expect((await visitor.post('/api/census/RecordQuickView/prod-canvas-tote', {})).status).toBe(
      200,
    );
    const beacon = await visitor.post(
      '/api/census/RecordQuickView/prod-canvas-tote',
      {},
      { crumb: false },
    );
    expect(beacon.status).toBe(200);
    expect(await (await app.request('/api/census/quick-views')).json()).toEqual({
      'prod-canvas-tote': 2,
    });
  });
});

describe('quick-view counts', () => {
  it('counts only real products: an unknown id is a 404 and leaves no trace', async () => {
    const app = testApp();
    const visitor = await Visitor.arrive(app);
    for (let i = 0; i < 50; i += 1) {
      const response = await visitor.post(`/api/census/RecordQuickView/not-a-product-${i}`, {});
      expect(response.status).toBe(404);
    }
    await visitor.post('/api/census/RecordQuickView/prod-enamel-mug', {});
    expect(await (await app.request('/api/census/quick-views')).json()).toEqual({
      'prod-enamel-mug': 1,
    });
  });

  it('keeps the counts over a restart (SQLite)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-quick-views-'));
    const file = join(dir, 'storefront.db');
    try {
      const first = openDatabase(file);
      const before = await Visitor.arrive(testApp({ db: first }));
      await before.post('/api/census/RecordQuickView/prod-canvas-tote', {});
      await before.post('/api/census/RecordQuickView/prod-canvas-tote', {});
      first.close();
      const second = openDatabase(file);
      const app = testApp({ db: second });
      const after = await Visitor.arrive(app);
      await after.post('/api/census/RecordQuickView/prod-canvas-tote', {});
      expect(await (await app.request('/api/census/quick-views')).json()).toEqual({
        'prod-canvas-tote': 3,
      });
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
