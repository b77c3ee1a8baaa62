/** `/api/commerce/inventory`: the stock of every variant of a product. */
import { Hono } from 'hono';
import { StockQuerySchema, type StockResponse } from '../../src/api/schemas';
import { ErrorResponse, MESSAGES } from '../errors';
import type { Catalogue } from '../catalogue/fixtures';
import { validateQuery } from '../middleware/validate';
import { findProduct } from '../catalogue/products';
import type { StockRepository } from '../repositories/stock';

export function inventoryRoutes(stock: StockRepository, catalogue: Catalogue): Hono {
  return new Hono().get('/stock', validateQuery(StockQuerySchema), (c) => {
    const { itemId } = c.req.valid('query');
    const product = findProduct(catalogue, itemId);
    if (!product) throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
    const results = product.variants.map((variant) => ({
      sku: variant.sku,
      attributes: variant.attributes,
      ...stock.get(product.id, variant.sku),
    }));
    return c.json<StockResponse>({ results });
  });
}
