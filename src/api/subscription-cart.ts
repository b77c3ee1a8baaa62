/**
 * The subscription cart token (the add button's subscribe mode), built on `ApiClient.request` so
 * the response is parsed by its schema and a failure is a typed `ApiError`.
 */
import type { ApiClient } from './client';
import {
  SubscriptionCartResponseSchema,
  type SubscriptionCartRequest,
  type SubscriptionCartResponse,
} from './schemas';

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
