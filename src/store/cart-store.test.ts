/** Tests of the cart store: loads, adds, other tabs, the cart page's commands. */
import { describe, expect, it, vi } from 'vitest';
import type { AddEntryResponse, ShoppingCart } from '../api/schemas';
import type { StorefrontEventName } from '../events';
import { createCartStore } from './cart-store';
import type { CartChannel } from './cart-channel';
import type { CartEntryCalls } from '../api/cart-entries';
import { testCart } from '../api/test-cart';

// The store core must work without React: importing it here would fail this suite.
vi.mock('react', () => {
  throw new Error('the cart store imported React');
});

const cart = (totalQuantity: number): ShoppingCart => testCart({ totalQuantity });

const added = (totalQuantity: number): AddEntryResponse => ({
  shoppingCart: cart(totalQuantity),
  newlyAdded: {
    id: 'e1',
    itemId: 'i',
    quantity: 1,
    chosenVariant: { sku: 'S', attributes: {} },
    additionalFields: null,
    title: 'Tote',
    subTotal: 100,
    purchasePriceCents: 100,
  },
});

function setup(api: {
  getCart?: () => Promise<ShoppingCart>;
  addEntry?: () => Promise<AddEntryResponse>;
}) {
  const events: [StorefrontEventName, unknown][] = [];
  const store = createCartStore({
    api: {
      getCart: api.getCart ?? (async () => cart(0)),
      addEntry: api.addEntry ?? (async () => added(1)),
    },
    emit: (name, detail) => events.push([name, detail]),
  });
  return { store, events, names: () => events.map(([name]) => name) };
}

describe('the cart store', () => {
  it('loads the cart, emitting loading then loaded, and keeps totalQuantity', async () => {
    const { store, names } = setup({ getCart: async () => cart(4) });
    expect(store.getState().status).toBe('uninitialized');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'loaded', totalQuantity: 4 });
    expect(names()).toEqual(['cart-loading', 'cart-loaded']);
  });

  it('emits loaded on failure too, with the error, and keeps what it had', async () => {
    const failure = new Error('down');
    const { store, events } = setup({ getCart: () => Promise.reject(failure) });
    expect(await store.getState().load()).toBeNull();
    expect(store.getState()).toMatchObject({ status: 'failed', totalQuantity: 0, error: failure });
    expect(events.at(-1)).toEqual(['cart-loaded', { cart: null, error: failure }]);
  });

  it('keeps an add that lands while an older load is in flight', async () => {
    let answerLoad: (value: ShoppingCart) => void = () => {};
    const { store } = setup({
      getCart: () => new Promise((resolve) => (answerLoad = resolve)),
      addEntry: async () => added(1),
    });
    const loading = store.getState().load();
    await store.getState().add({ itemId: 'i', sku: 'S', quantity: 1, additionalFields: null });
    answerLoad(cart(0)); // the load's answer predates the add
    expect(await loading).toMatchObject({ totalQuantity: 1 });
    expect(store.getState()).toMatchObject({ status: 'loaded', totalQuantity: 1 });
  });

  it('keeps a newer cart when the older load fails', async () => {
    let failLoad: (error: Error) => void = () => {};
    const { store } = setup({
      getCart: () => new Promise((_, reject) => (failLoad = reject)),
      addEntry: async () => added(2),
    });
    const loading = store.getState().load();
    await store.getState().add({ itemId: 'i', sku: 'S', quantity: 1, additionalFields: null });
    failLoad(new Error('down'));
    expect(await loading).toMatchObject({ totalQuantity: 2 });
    expect(store.getState()).toMatchObject({ status: 'loaded', totalQuantity: 2 });
  });

  it('shares one request between concurrent loads', async () => {
    const getCart = vi.fn(async () => cart(1));
    const { store } = setup({ getCart });
    await Promise.all([store.getState().load(), store.getState().load()]);
    expect(getCart).toHaveBeenCalledTimes(1);
  });

  it('adds an entry: new totals, item-added then cart-updated', async () => {
    const { store, names } = setup({ addEntry: async () => added(3) });
    await store.getState().add({ itemId: 'i', sku: 'S', quantity: 1, additionalFields: null });
    expect(store.getState().totalQuantity).toBe(3);
    expect(names()).toEqual(['item-added', 'cart-updated']);
  });

  it('leaves the cart as it was when an add fails', async () => {
    const { store, names } = setup({
      getCart: async () => cart(2),
      addEntry: () => Promise.reject(new Error('refused')),
    });
    await store.getState().load();
    const before = store.getState().cart;
    await expect(
      store.getState().add({ itemId: 'i', sku: 'S', quantity: 1, additionalFields: null }),
    ).rejects.toThrow('refused');
    expect(store.getState().cart).toBe(before);
    expect(store.getState().totalQuantity).toBe(2);
    expect(names()).not.toContain('cart-updated');
  });

  it('posts its changes to other tabs and takes theirs', async () => {
    let deliver: (cart: ShoppingCart) => void = () => undefined;
    const posted: ShoppingCart[] = [];
    const channel: CartChannel = {
      post: (value) => posted.push(value),
      subscribe: (listener) => {
        deliver = listener;
        return () => undefined;
      },
      close: () => undefined,
    };
    const events: StorefrontEventName[] = [];
    const store = createCartStore({
      api: { getCart: async () => cart(0), addEntry: async () => added(1) },
      emit: (name) => events.push(name),
      channel,
    });
    await store.getState().add({ itemId: 'i', sku: 'S', quantity: 1, additionalFields: null });
    expect(posted.map((value) => value.totalQuantity)).toEqual([1]);
    deliver(cart(7));
    expect(store.getState()).toMatchObject({ status: 'loaded', totalQuantity: 7 });
    expect(events.at(-1)).toBe('cart-updated');
  });
});

describe('the cart store on the cart page', () => {
  const unexpected = () => Promise.reject(new Error('unexpected call'));
  function withEntries(entries: Partial<CartEntryCalls>) {
    const events: [StorefrontEventName, unknown][] = [];
    const posted: ShoppingCart[] = [];
    const store = createCartStore({
      api: { getCart: async () => cart(2), addEntry: async () => added(1) },
      entries: {
        updateEntryQuantity: unexpected,
        removeEntry: unexpected,
        getEntryForm: unexpected,
        updateAdditionalFields: unexpected,
        ...entries,
      },
      emit: (name, detail) => events.push([name, detail]),
      channel: {
        post: (value) => posted.push(value),
        subscribe: () => () => undefined,
        close: () => undefined,
      },
    });
    return { store, events, posted, names: () => events.map(([name]) => name) };
  }

  it('sets a quantity: the new cart, other tabs told, cart-updated; the entry is busy meanwhile', async () => {
    let release: (() => void) | undefined;
    const { store, names, posted } = withEntries({
      updateEntryQuantity: (entryId, quantity) =>
        new Promise((resolve) => {
          release = () => resolve({ shoppingCart: cart(quantity) });
          expect(entryId).toBe('e1');
        }),
    });
    await store.getState().load();
    const pending = store.getState().updateQuantity('e1', 5);
    expect(store.getState().pendingEntries).toEqual(['e1']);
    // The command loads with the first one; the entry stays busy until the call answers.
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(store.getState().pendingEntries).toEqual(['e1']);
    release?.();
    await pending;
    expect(store.getState()).toMatchObject({ totalQuantity: 5, pendingEntries: [] });
    expect(posted.map((value) => value.totalQuantity)).toEqual([5]);
    expect(names().at(-1)).toBe('cart-updated');
  });

  it('keeps the cart as it was when a quantity change or a removal fails', async () => {
    const { store, names } = withEntries({
      updateEntryQuantity: () => Promise.reject(new Error('refused')),
      removeEntry: () => Promise.reject(new Error('refused')),
    });
    await store.getState().load();
    const before = store.getState().cart;
    await expect(store.getState().updateQuantity('e1', 3)).rejects.toThrow('refused');
    await expect(store.getState().removeEntry('e1')).rejects.toThrow('refused');
    expect(store.getState()).toMatchObject({ cart: before, totalQuantity: 2, pendingEntries: [] });
    expect(names()).not.toContain('cart-updated');
  });

  it('emits recalculating start and end around a form update, with the error when it fails', async () => {
    const failure = new Error('down');
    let fail = false;
    const { store, events } = withEntries({
      updateAdditionalFields: async () => {
        if (fail) throw failure;
        return { shoppingCart: cart(2), updatedEntry: added(2).newlyAdded };
      },
    });
    const request = { itemId: 'i', sku: 'S', additionalFields: '{}' };
    await store.getState().updateAdditionalFields('e1', request);
    expect(events.map(([name]) => name)).toEqual([
      'cart-recalculating-start',
      'cart-updated',
      'cart-recalculating-end',
    ]);
    events.length = 0;
    fail = true;
    await expect(store.getState().updateAdditionalFields('e1', request)).rejects.toBe(failure);
    expect(events).toEqual([
      ['cart-recalculating-start', { entryId: 'e1' }],
      ['cart-recalculating-end', { entryId: 'e1', error: failure }],
    ]);
  });
});
