/**
 * Restock calls of section 7 under `/api/site-users/account/notifications/restock`. The tester's
 * outbox and stock calls are in `test-calls.ts`; body limits in `middleware/body-limit.ts`. The
 * merchant's calls (the signup lists, the sends) need a signed-in owner (`requireOwnerRole`):
 * any console role reads, a store manager sends.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ProductVariantSchema, SendAllRequestSchema } from '../../src/api/restock';
import { RestockSignupRequestSchema } from '../../src/api/restock-signup';
import { emailProblem } from '../../src/forms/email';
import { messages } from '../../src/i18n/messages';
import { ErrorResponse, MESSAGES } from '../errors';
import { validateJson, validateQuery } from '../middleware/validate';
import type { RestockRepository } from '../repositories/restock';
import type { CaptchaVerifier } from './captcha';
import type { Db } from '../db';
import { requireOwnerRole } from '../middleware/owner-role';

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
export function restockRoutes(
  restock: RestockRepository,
  captcha: CaptchaVerifier,
  siteKey: string | null,
  db: Db,
): Hono {
  const known = (productId: string, variantId: string) => {
    if (!restock.exists(productId, variantId)) {
      throw new ErrorResponse(404, { message: MESSAGES.itemNotFound });
    }
  };
  const notifications = new Hono()
    .post('/', validateJson(RestockSignupRequestSchema), (c) => {
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
    .get('/groups', requireOwnerRole(db, 'viewer'), validateQuery(CursorQuerySchema), (c) => {
      const page = restock.groups(c.req.valid('query').cursor);
      return c.json({
        signUpGroups: page.items,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      });
    })
    .get('/', requireOwnerRole(db, 'viewer'), validateQuery(SignUpsQuerySchema), (c) => {
      const { productId, variantId, cursor } = c.req.valid('query');
      const page = restock.signUps(productId, variantId, cursor);
      return c.json({
        signUps: page.items,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      });
    })
    .post(
      '/send',
      requireOwnerRole(db, 'storeManager'),
      validateJson(ProductVariantSchema),
      (c) => {
        const { productId, variantId } = c.req.valid('json');
        known(productId, variantId);
        return c.json({ sent: restock.send(productId, variantId) });
      },
    )
    .post(
      '/send/all',
      requireOwnerRole(db, 'storeManager'),
      validateJson(SendAllRequestSchema),
      (c) => {
        const { sendRequests } = c.req.valid('json');
        for (const { productId, variantId } of sendRequests) known(productId, variantId);
        const sent = sendRequests.reduce((n, r) => n + restock.send(r.productId, r.variantId), 0);
        return c.json({ sent });
      },
    );

  return new Hono().route('/site-users/account/notifications/restock', notifications);
}
