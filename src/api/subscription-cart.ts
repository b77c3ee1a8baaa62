/**
 * The subscription cart token (the add button's subscribe mode), built on `ApiClient.request` so
 * the response is parsed by its schema and a failure is a typed `ApiError`.
 */
import { QUANTITY_MAX, QUANTITY_MIN } from '../commerce/quantity';
import type { ApiClient } from './client';
import { lazySchema, z } from './zod';

/** `POST /api/3/commerce/cart/subscription` body: one subscribable item. */
export const SubscriptionCartRequestSchema = lazySchema(() =>
  z.object({
    itemId: z.string().check(z.minLength(1)),
    sku: z.nullable(z.string().check(z.minLength(1))),
    qty: z.int().check(z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX)),
    additionalFields: z.nullable(z.string()),
  }),
);
export type SubscriptionCartRequest = z.infer<typeof SubscriptionCartRequestSchema>;

/** The token the subscription checkout page takes (`?cartToken=`). */
export const SubscriptionCartResponseSchema = lazySchema(() =>
  z.object({
    cartToken: z.string().check(z.minLength(1)),
  }),
);
export type SubscriptionCartResponse = z.infer<typeof SubscriptionCartResponseSchema>;

/**
 * A one-item subscription cart (`POST /api/3/commerce/cart/subscription`); its token opens the
 * subscription checkout. @throws ApiError subclasses
 */
export function createSubscriptionCart(
  api: Pick<ApiClient, 'request'>,
  request: SubscriptionCartRequest,
): Promise<SubscriptionCartResponse> {
  return api.request('POST', 'api/3/commerce/cart/subscription', SubscriptionCartResponseSchema, {
    json: request,
  });
}
