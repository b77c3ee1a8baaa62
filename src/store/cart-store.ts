/**
 * The cart store: one vanilla zustand store shared by every widget on the page. It owns the
 * cart and the commands that change it; it never imports React or touches the DOM (widgets read
 * it through `useStore(store, selector)`).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import type { AddEntryRequest, AddEntryResponse, ShoppingCart } from '../api/schemas';
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
}

export interface CartCommands {
  /** Loads (or reloads) the cart from the server. Concurrent calls share one request. */
  load(): Promise<ShoppingCart | null>;
  /** Adds an entry; the cart is unchanged when the call fails. */
  add(request: AddEntryRequest): Promise<AddEntryResponse>;
}

export type CartStore = StoreApi<CartState & CartCommands>;

export interface CartStoreDeps {
  api: Pick<ApiClient, 'getCart' | 'addEntry'>;
  emit: Emit;
  /** Keeps other tabs of the same site in sync; optional (absent in tests and old browsers). */
  channel?: CartChannel;
}

export function createCartStore({ api, emit, channel }: CartStoreDeps): CartStore {
  let inFlight: Promise<ShoppingCart | null> | undefined;

  const store = createStore<CartState & CartCommands>()((set) => ({
    status: 'uninitialized',
    cart: null,
    totalQuantity: 0,
    error: undefined,

    load() {
      inFlight ??= (async () => {
        set({ status: 'loading' });
        emit('cart-loading', {});
        try {
          const cart = await api.getCart();
          set({ status: 'loaded', cart, totalQuantity: cart.totalQuantity, error: undefined });
          emit('cart-loaded', { cart });
          return cart;
        } catch (error) {
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
      set({ status: 'loaded', cart, totalQuantity: cart.totalQuantity, error: undefined });
      channel?.post(cart);
      emit('item-added', { entry: response.newlyAdded, cart });
      emit('cart-updated', { cart, source: 'this-tab' });
      return response;
    },
  }));

  channel?.subscribe((cart) => {
    store.setState({ status: 'loaded', cart, totalQuantity: cart.totalQuantity, error: undefined });
    emit('cart-updated', { cart, source: 'other-tab' });
  });

  return store;
}
