/**
 * Restock calls of section 7 under `/api/site-users/account/notifications/restock`, plus the
 * tester's calls: `GET /api/mock/outbox` (the notices sent) and `POST /api/mock/stock` (the
 * merchant restocks a variant, which makes it purchasable again).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  ProductVariantSchema,
  RestockSignupRequestSchema,
  SendAllRequestSchema,
} from '../../src/api/restock';
import { emailProblem } from '../../src/forms/email';
import { messages } from '../../src/i18n/messages';
import { ErrorResponse, MESSAGES } from '../errors';
import { validateJson, validateQuery } from '../middleware/validate';
import type { RestockRepository } from '../repositories/restock';
import type { CaptchaVerifier } from './captcha';

/** The restock texts of sections 5 and 8, from the widgets' catalogue. */
export const RESTOCK_MESSAGES = {
  blank: messages.restockEmailBlank,
  invalid: messages.restockEmailInvalid,
  captchaFailed: messages.formCaptchaFailed,
} as const;

const CursorQuerySchema = z.object({ cursor: z.string().max(200).optional() });
const SignUpsQuerySchema = z.object({
  ...ProductVariantSchema.shape,
  cursor: z.string().max(200).optional(),
});
const StockRequestSchema = z.object({
  itemId: z.string().min(1),
  sku: z.string().min(1),
  qtyInStock: z.number().int().nonnegative().max(1_000_000),
  unlimited: z.boolean().default(false),
});

const limitBody = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new ErrorResponse(413, { message: MESSAGES.invalidRequest });
  },
});

export function restockRoutes(
  restock: RestockRepository,
  captcha: CaptchaVerifier,
  siteKey: string | null,
): Hono {
  const known = (productId: string, variantId: string) => {
    if (!restock.exists(productId, variantId)) {
      throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
    }
  };
  const notifications = new Hono()
    .post('/', limitBody, validateJson(RestockSignupRequestSchema), (c) => {
      const request = c.req.valid('json');
      const problem = emailProblem(request.siteVisitorEmail);
      if (problem) throw new ErrorResponse(400, { message: RESTOCK_MESSAGES[problem] });
      known(request.productId, request.variantId);
      if (
        siteKey &&
        !captcha.verify(request.recaptchaEnterpriseV3Token, siteKey, 'PRODUCT_WAITLIST_SUBMISSION')
      ) {
        throw new ErrorResponse(400, { message: RESTOCK_MESSAGES.captchaFailed });
      }
      restock.signUp(request, request.siteVisitorEmail.trim());
      return c.json({ ok: true as const });
    })
    .get('/groups', validateQuery(CursorQuerySchema), (c) => {
      const page = restock.groups(c.req.valid('query').cursor);
      return c.json({
        signUpGroups: page.items,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      });
    })
    .get('/', validateQuery(SignUpsQuerySchema), (c) => {
      const { productId, variantId, cursor } = c.req.valid('query');
      const page = restock.signUps(productId, variantId, cursor);
      return c.json({
        signUps: page.items,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      });
    })
    .post('/send', limitBody, validateJson(ProductVariantSchema), (c) => {
      const { productId, variantId } = c.req.valid('json');
      known(productId, variantId);
      return c.json({ sent: restock.send(productId, variantId) });
    })
    .post('/send/all', limitBody, validateJson(SendAllRequestSchema), (c) => {
      const { sendRequests } = c.req.valid('json');
      for (const { productId, variantId } of sendRequests) known(productId, variantId);
      const sent = sendRequests.reduce((n, r) => n + restock.send(r.productId, r.variantId), 0);
      return c.json({ sent });
    });

  return new Hono()
    .route('/site-users/account/notifications/restock', notifications)
    .get('/mock/outbox', (c) => c.json({ emails: restock.outbox() }))
    .post('/mock/stock', limitBody, validateJson(StockRequestSchema), (c) => {
      const { itemId, sku, qtyInStock, unlimited } = c.req.valid('json');
      if (!restock.restock(itemId, sku, qtyInStock, unlimited)) {
        throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
      }
      return c.json({ ok: true as const });
    });
}
