/**
 * The cart page's calls on one entry (change its quantity, remove it, read and edit its
 * additional fields) and the subscription cart token (the add button's subscribe mode), built on
 * `ApiClient.request` so every response is parsed by its schema and every failure is a typed
 * `ApiError`.
 */
import type { ApiClient } from './client';
import {
  CartResponseSchema,
  EntryFormResponseSchema,
  SubscriptionCartResponseSchema,
  UpdateAdditionalFieldsResponseSchema,
  type CartResponse,
  type EntryFormResponse,
  type SubscriptionCartRequest,
  type SubscriptionCartResponse,
  type UpdateAdditionalFieldsRequest,
  type UpdateAdditionalFieldsResponse,
} from './schemas';

export interface CartEntryCalls {
  /** `PUT /api/commerce/shopping-cart/entries/{entryId}`: answers the whole cart. */
  updateEntryQuantity(entryId: string, quantity: number): Promise<CartResponse>;
  /** `DELETE /api/commerce/shopping-cart/entries/{entryId}`: answers the whole cart. */
  removeEntry(entryId: string): Promise<CartResponse>;
  /** `GET .../entries/{entryId}/additionalFields`: the edit form and the entry's values. */
  getEntryForm(entryId: string): Promise<EntryFormResponse>;
  /** `PUT .../entries/{entryId}/additionalFields`. */
  updateAdditionalFields(
    entryId: string,
    request: UpdateAdditionalFieldsRequest,
  ): Promise<UpdateAdditionalFieldsResponse>;
}

const ENTRIES = 'api/commerce/shopping-cart/entries';
const entryPath = (entryId: string) => `${ENTRIES}/${encodeURIComponent(entryId)}`;

/** The entry calls over a client's `request` (crumb header, typed errors, parsed responses). */
export function createCartEntryCalls(api: Pick<ApiClient, 'request'>): CartEntryCalls {
  return {
    updateEntryQuantity: (entryId, quantity) =>
      api.request('PUT', entryPath(entryId), CartResponseSchema, { json: { quantity } }),
    removeEntry: (entryId) => api.request('DELETE', entryPath(entryId), CartResponseSchema),
    getEntryForm: (entryId) =>
      api.request('GET', `${entryPath(entryId)}/additionalFields`, EntryFormResponseSchema),
    updateAdditionalFields: (entryId, request) =>
      api.request(
        'PUT',
        `${entryPath(entryId)}/additionalFields`,
        UpdateAdditionalFieldsResponseSchema,
        { json: request },
      ),
  };
}

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
