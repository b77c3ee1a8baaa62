/**
 * The cart page's calls on one entry (change its quantity, remove it, read and edit its
 * additional fields) and their answers' schemas, built on `ApiClient.request` so every
 * response is parsed by its schema and every failure is a typed `ApiError`. The cart store
 * imports them on the first such call, so a page without a cart page never loads them.
 */
import type { ApiClient } from './client';
import { CartEntrySchema, ShoppingCartSchema, type UpdateAdditionalFieldsRequest } from './schemas';
import { AdditionalFieldSchema } from './additional-field';
import { lazySchema, z } from './zod';

/** Answer of the entry quantity and remove calls: the whole cart after the change. */
export const CartResponseSchema = lazySchema(() => z.object({ shoppingCart: ShoppingCartSchema }));
export type CartResponse = z.infer<typeof CartResponseSchema>;

export const UpdateAdditionalFieldsResponseSchema = lazySchema(() =>
  z.object({
    shoppingCart: ShoppingCartSchema,
    updatedEntry: CartEntrySchema,
  }),
);
export type UpdateAdditionalFieldsResponse = z.infer<typeof UpdateAdditionalFieldsResponseSchema>;

/**
 * `GET /api/commerce/shopping-cart/entries/{entryId}/additionalFields`: the form to edit an
 * entry's additional fields (opening the cart page's edit form) and the entry's current values.
 */
export const EntryFormResponseSchema = lazySchema(() =>
  z.object({
    fields: z.array(AdditionalFieldSchema),
    values: z.record(z.string(), z.string()),
  }),
);
export type EntryFormResponse = z.infer<typeof EntryFormResponseSchema>;

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
