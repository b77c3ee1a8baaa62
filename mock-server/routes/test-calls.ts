/**
 * The tester's calls, which exist only on a server started with the test flag (`testCalls`,
 * `--test-calls`; the browser suite's harness passes it, `npm run demo` does not):
 * `GET /api/mock/outbox` (the restock notices sent), `POST /api/mock/stock` (sets a variant's
 * stock, unlimited too, which would defeat the stock guarantee on a shared server) and
 * `GET /api/census/quick-views` (the quick views counted per product).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ErrorResponse, MESSAGES } from '../errors';
import { validateJson } from '../middleware/validate';
import type { QuickViewRepository } from '../repositories/quick-views';
import type { RestockRepository } from '../repositories/restock';

const StockRequestSchema = z.object({
  itemId: z.string().min(1),
  sku: z.string().min(1),
  qtyInStock: z.number().int().nonnegative().max(1_000_000),
  unlimited: z.boolean().default(false),
});

export function testCallRoutes(restock: RestockRepository, quickViews: QuickViewRepository): Hono {
  return new Hono()
    .get('/mock/outbox', (c) => c.json({ emails: restock.outbox() }))
    .post('/mock/stock', validateJson(StockRequestSchema), (c) => {
      const { itemId, sku, qtyInStock, unlimited } = c.req.valid('json');
      if (!restock.restock(itemId, sku, qtyInStock, unlimited)) {
        throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
      }
      return c.json({ ok: true as const });
    })
    .get('/census/quick-views', (c) => c.json(quickViews.counts()));
}
