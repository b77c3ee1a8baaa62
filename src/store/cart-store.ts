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
  CartEntry,
  ShoppingCart,
  UpdateAdditionalFieldsRequest,
} from '../api/schemas';
import type { Emit } from '../events';
import type { CartChannel } from './cart-channel';
import type { EntryCommands } from './cart-entry-commands';

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
  /** The cart page's commands, loaded with their calls on the first one (`cart-entry-commands.ts`). */
  let entryCommands: Promise<EntryCommands> | undefined;
  const loaded = (cart: ShoppingCart) =>
    ({ status: 'loaded', cart, totalQuantity: cart.totalQuantity, error: undefined }) as const;
  /** Takes a cart an answer or another tab gave: state, other tabs (if ours), the events. */
  const commit = (cart: ShoppingCart, source: 'this-tab' | 'other-tab', entry?: CartEntry) => {
    changes += 1;
    store.setState(loaded(cart));
    if (source === 'this-tab') channel?.post(cart);
    if (entry) emit('item-added', { entry, cart });
    emit('cart-updated', { cart, source });
  };

  const store = createStore<CartState & CartCommands>()((set, get) => {
    /** Marks the entry busy while its command runs. */
    const onEntry = async <T>(
      entryId: string,
      call: (commands: EntryCommands) => Promise<T>,
    ): Promise<T> => {
      set({ pendingEntries: [...get().pendingEntries, entryId] });
      try {
        // A chunk that could not load fails this command only; the next one tries again.
        entryCommands ??= import('./cart-entry-commands').then(
          ({ createEntryCommands }) =>
            createEntryCommands({ api, emit, entries, commit: (cart) => commit(cart, 'this-tab') }),
          (error: unknown) => {
            entryCommands = undefined;
            throw error;
          },
        );
        return await call(await entryCommands);
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
            const answer = await api.getCart();
            // A newer cart arrived meanwhile (an add raced this load): keep it.
            const current = get().cart;
            const cart = changes !== changesAtStart && current ? current : answer;
            set(loaded(cart));
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
        commit(response.shoppingCart, 'this-tab', response.newlyAdded);
        return response;
      },

      updateQuantity: (entryId, quantity) =>
        onEntry(entryId, (commands) => commands.updateQuantity(entryId, quantity)),
      removeEntry: (entryId) => onEntry(entryId, (commands) => commands.removeEntry(entryId)),
      updateAdditionalFields: (entryId, request) =>
        onEntry(entryId, (commands) => commands.updateAdditionalFields(entryId, request)),
    };
  });

  channel?.subscribe((cart) => commit(cart, 'other-tab'));
  return store;
}
