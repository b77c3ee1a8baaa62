/** Tests of the mock server's inventory stock call. */
import { describe, expect, it } from 'vitest';
import { StockResponseSchema } from '../../src/api/schemas';
import { ErrorBodySchema } from '../../src/api/error-classes';
import { testApp } from '../test-support';

const STOCK_PATH = '/api/commerce/inventory/stock';

describe('GET /api/commerce/inventory/stock', () => {
  it('answers one result per variant with its attributes and stock', async () => {
    const response = await testApp().request(`${STOCK_PATH}?itemId=prod-classic-tee`);
    expect(response.status).toBe(200);
    const { results } = StockResponseSchema.parse(await response.json());
    expect(results).toHaveLength(6);
    expect(results.find((result) => result.sku === 'TEE-BLK-L')).toEqual({
      sku: 'TEE-BLK-L',
      attributes: { Color: 'Black', Size: 'L' },
      unlimited: false,
      qtyInStock: 0,
    });
    expect(results.find((result) => result.sku === 'TEE-WHT-L')?.unlimited).toBe(true);
  });

  it('reports digital and gift-card variants as unlimited', async () => {
    const app = testApp();
    for (const itemId of ['prod-field-guide', 'prod-gift-card']) {
      const { results } = StockResponseSchema.parse(
        await (await app.request(`${STOCK_PATH}?itemId=${itemId}`)).json(),
      );
      expect(results.every((result) => result.unlimited)).toBe(true);
    }
  });

  it('answers 404 for an unknown item', async () => {
    const response = await testApp().request(`${STOCK_PATH}?itemId=nope`);
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json())).toEqual({ message: 'Item not found' });
  });

  it('answers 400 naming itemId when it is missing', async () => {
    const response = await testApp().request(STOCK_PATH);
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(await response.json()).errors).toHaveProperty('itemId');
  });
});
