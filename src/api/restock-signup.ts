/**
 * The visitor's restock signup (sections 3 and 7): its request, its answer and its call, apart
 * from the merchant's calls (`./restock`) so a product page loads none of their schemas.
 * Shared with the mock server.
 */
import { lazySchema, z } from './zod';
import type { ApiClient } from './client';

/** The restock calls' path; the merchant's calls are under it too. */
export const RESTOCK_PATH = 'api/site-users/account/notifications/restock';

export const RestockSignupRequestSchema = lazySchema(() =>
  z.object({
    productId: z.string().check(z.minLength(1), z.maxLength(200)),
    variantId: z.string().check(z.minLength(1), z.maxLength(200)),
    /** Checked by the server with `emailProblem` (`src/forms/email.ts`), for the documents' texts. */
    siteVisitorEmail: z.string().check(z.maxLength(100_000)),
    isJoinMailingList: z.boolean(),
    recaptchaEnterpriseV3Token: z.string().check(z.maxLength(4000)),
    /** Sent when the page has a translation widget. */
    language: z.optional(z.string().check(z.minLength(2), z.maxLength(35))),
  }),
);
export type RestockSignupRequest = z.infer<typeof RestockSignupRequestSchema>;

export const RestockSignupOkSchema = lazySchema(() => z.object({ ok: z.literal(true) }));

/** Signs the visitor up for a variant's restock email. */
export const restockSignup = (api: ApiClient, request: RestockSignupRequest) =>
  api.request('POST', RESTOCK_PATH, RestockSignupOkSchema, { json: request });
