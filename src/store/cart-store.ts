/**
 * The cart store: one vanilla zustand store shared by every widget on the page. It owns the
 * cart and the commands that change it; it never imports React or touches the DOM (widgets read
 * it through `useStore(store, selector)`).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CartEntryCalls, UpdateAdditionalFieldsResponse } from '../api/cart-entries';
import type { ApiClient } from '../api/client';
import type {
  AddEntryRequest,
  AddEntryResponse,
  ShoppingCart,
  UpdateAdditionalFieldsRequest,
} from '../api/schemas';
import type { Emit } from '../events';
import type { CartChannel } from './cart-channel';

/** `uninitialized` until the first load or sync, then `loading` and `loaded` or `failed`. */
export type CartStatus = 'uninitialized' | 'loading' | 'loaded' | 'failed';

export interface CartState {
  status: CartStatus;
  cart: ShoppingCart | null;
  /** Sum of the entry quantities; 0 before the cart is known. */
  totalQuantity: number;
  /** The last load failure, if the last load failed. */
  error: unknown;
  /** Ids of entries with a quantity, remove or form call in flight. */
  pendingEntries: readonly string[];
}

export interface CartCommands {
  /** Loads (or reloads) the cart from the server. Concurrent calls share one request. */
  load(): Promise<ShoppingCart | null>;
  /** Adds an entry; the cart is unchanged when the call fails. */
  add(request: AddEntryRequest): Promise<AddEntryResponse>;
  /** Sets an entry's quantity; the cart is unchanged when the call fails (it rejects). */
  updateQuantity(entryId: string, quantity: number): Promise<ShoppingCart>;
  /** Removes an entry; the cart is unchanged when the call fails (it rejects). */
  removeEntry(entryId: string): Promise<ShoppingCart>;
  /**
   * Saves an entry's additional fields, between `cart-recalculating-start` and
   * `cart-recalculating-end`; the cart is unchanged when the call fails (it rejects).
   */
  updateAdditionalFields(
    entryId: string,
    request: UpdateAdditionalFieldsRequest,
  ): Promise<UpdateAdditionalFieldsResponse>;
}

export type CartStore = StoreApi<CartState & CartCommands>;

export interface CartStoreDeps {
  api: Pick<ApiClient, 'getCart' | 'addEntry'> & Partial<Pick<ApiClient, 'request'>>;
  /** The entry calls. @default built on `api.request` */
  entries?: CartEntryCalls;
  emit: Emit;
  /** Keeps other tabs of the same site in sync; optional (absent in tests and old browsers). */
  channel?: CartChannel;
}

export function createCartStore({ api, emit, channel, entries }: CartStoreDeps): CartStore {
  let inFlight: Promise<ShoppingCart | null> | undefined;
  /**
   * Counts the carts taken from anything but a load (an add, an entry call, another tab). A load
   * that started before one of them answers with an older cart, which must not replace it.
   */
  let changes = 0;
  const { request } = api;
  let calls: Promise<CartEntryCalls> | undefined;
  /**
   * Runs `call` with the entry calls: the ones given (tests) at once, else built on `api.request`
   * once imported, on the first quantity, remove or form call (a cart page's).
   */
  const withCalls = <T>(call: (entryCalls: CartEntryCalls) => Promise<T>): Promise<T> => {
    if (entries) return call(entries);
    if (!request) throw new Error('[storefront] the cart store was created without entry calls');
    calls ??= import('../api/cart-entries').then(({ createCartEntryCalls }) =>
      createCartEntryCalls({ request }),
    );
    return calls.then(call);
  };

  const store = createStore<CartState & CartCommands>()((set, get) => {
    /** Takes a cart the server answered: state, other tabs, `cart-updated`. */
    const commit = (cart: ShoppingCart) => {
      changes += 1;
      set({ status: 'loaded', cart, totalQuantity: cart.totalQuantity, error: undefined });
      channel?.post(cart);
      emit('cart-updated', { cart, source: 'this-tab' });
    };
    /** Marks the entry busy while `call` runs. */
    const onEntry = async <T>(entryId: string, call: () => Promise<T>): Promise<T> => {
      set({ pendingEntries: [...get().pendingEntries, entryId] });
      try {
        return await call();
      } finally {
        set({ pendingEntries: get().pendingEntries.filter((id) => id !== entryId) });
      }
    };

    return {
      status: 'uninitialized',
      cart: null,
      totalQuantity: 0,
      error: undefined,
      pendingEntries: [],

      load() {
        inFlight ??= (async () => {
          const changesAtStart = changes;
          set({ status: 'loading' });
          emit('cart-loading', {});
          try {
            const loaded = await api.getCart();
            // A newer cart arrived meanwhile (an add raced this load): keep it.
            const current = get().cart;
            const cart = changes !== changesAtStart && current ? current : loaded;
            set({ status: 'loaded', cart, totalQuantity: cart.totalQuantity, error: undefined });
            emit('cart-loaded', { cart });
            return cart;
          } catch (error) {
            if (changes !== changesAtStart && get().cart) {
              // The load failed, but the cart is known from a newer call: nothing is lost.
              set({ status: 'loaded', error: undefined });
              emit('cart-loaded', { cart: get().cart });
              return get().cart;
            }
            set({ status: 'failed', error });
            emit('cart-loaded', { cart: null, error });
            return null;
          } finally {
            inFlight = undefined;
          }
        })();
        return inFlight;
      },

      async add(request) {
        const response = await api.addEntry(request);
        const cart = response.shoppingCart;
        changes += 1;
        set({ status: 'loaded', cart, totalQuantity: cart.totalQuantity, error: undefined });
        channel?.post(cart);
        emit('item-added', { entry: response.newlyAdded, cart });
        emit('cart-updated', { cart, source: 'this-tab' });
        return response;
      },

      updateQuantity: (entryId, quantity) =>
        onEntry(entryId, async () => {
          const { shoppingCart } = await withCalls((c) => c.updateEntryQuantity(entryId, quantity));
          commit(shoppingCart);
          return shoppingCart;
        }),

      removeEntry: (entryId) =>
        onEntry(entryId, async () => {
          const { shoppingCart } = await withCalls((c) => c.removeEntry(entryId));
          commit(shoppingCart);
          return shoppingCart;
        }),

      updateAdditionalFields: (entryId, request) =>
        onEntry(entryId, async () => {
          emit('cart-recalculating-start', { entryId });
          try {
            const response = await withCalls((c) => c.updateAdditionalFields(entryId, request));
            commit(response.shoppingCart);
            emit('cart-recalculating-end', { entryId });
            return response;
          } catch (error) {
            emit('cart-recalculating-end', { entryId, error });
            throw error;
          }
        }),
    };
  });

  channel?.subscribe((cart) => {
    changes += 1;
    store.setState({ status: 'loaded', cart, totalQuantity: cart.totalQuantity, error: undefined });
    emit('cart-updated', { cart, source: 'other-tab' });
  });

  return store;
}
