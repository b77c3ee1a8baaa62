/**
 * The cart store's commands on one entry (its quantity, its removal, its additional fields),
 * loaded with their calls on the first such command: only a cart page runs them, so the product
 * page's `base` file does not carry them.
 */
import {
  createCartEntryCalls,
  type CartEntryCalls,
  type UpdateAdditionalFieldsResponse,
} from '../api/cart-entries';
import type { ApiClient } from '../api/client';
import type { ShoppingCart, UpdateAdditionalFieldsRequest } from '../api/schemas';
import type { Emit } from '../events';

export interface EntryCommands {
  updateQuantity(entryId: string, quantity: number): Promise<ShoppingCart>;
  removeEntry(entryId: string): Promise<ShoppingCart>;
  updateAdditionalFields(
    entryId: string,
    request: UpdateAdditionalFieldsRequest,
  ): Promise<UpdateAdditionalFieldsResponse>;
}

export interface EntryCommandDeps {
  api: Partial<Pick<ApiClient, 'request'>>;
  /** The entry calls. @default built on `api.request` */
  entries: CartEntryCalls | undefined;
  emit: Emit;
  /** Takes the cart an entry call answered (state, other tabs, `cart-updated`). */
  commit: (cart: ShoppingCart) => void;
}

export function createEntryCommands({
  api: { request },
  entries,
  emit,
  commit,
}: EntryCommandDeps): EntryCommands {
  if (!entries && !request) {
    throw new Error('[storefront] the cart store was created without entry calls');
  }
  const calls = entries ?? createCartEntryCalls({ request: request as ApiClient['request'] });
  const committed = async (answer: Promise<{ shoppingCart: ShoppingCart }>) => {
    const { shoppingCart } = await answer;
    commit(shoppingCart);
    return shoppingCart;
  };
  return {
    updateQuantity: (entryId, quantity) => committed(calls.updateEntryQuantity(entryId, quantity)),
    removeEntry: (entryId) => committed(calls.removeEntry(entryId)),
    async updateAdditionalFields(entryId, request) {
      emit('cart-recalculating-start', { entryId });
      try {
        const response = await calls.updateAdditionalFields(entryId, request);
        commit(response.shoppingCart);
        emit('cart-recalculating-end', { entryId });
        return response;
      } catch (error) {
        emit('cart-recalculating-end', { entryId, error });
        throw error;
      }
    },
  };
}
