/** The cart store when the cart page's commands chunk fails to load: that command fails, the next loads it again. */
import { expect, it, vi } from 'vitest';
import type { ShoppingCart } from '../api/schemas';
import { createCartStore } from './cart-store';

const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('./cart-entry-commands', async (importOriginal) => {
  if (chunk.failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const cart = (totalQuantity: number) => ({ totalQuantity, entries: [] }) as unknown as ShoppingCart;
const unexpected = () => Promise.reject(new Error('unexpected call'));

it('fails only the command whose chunk could not load; the next command loads it and runs', async () => {
  const store = createCartStore({
    api: { getCart: async () => cart(2), addEntry: unexpected },
    entries: {
      updateEntryQuantity: async (_entryId, quantity) => ({ shoppingCart: cart(quantity) }),
      removeEntry: unexpected,
      getEntryForm: unexpected,
      updateAdditionalFields: unexpected,
    },
    emit: () => undefined,
  });
  await store.getState().load();
  await expect(store.getState().updateQuantity('e1', 3)).rejects.toThrow();
  expect(store.getState()).toMatchObject({ totalQuantity: 2, pendingEntries: [] });
  await store.getState().updateQuantity('e1', 3);
  expect(store.getState()).toMatchObject({ totalQuantity: 3, pendingEntries: [] });
});
