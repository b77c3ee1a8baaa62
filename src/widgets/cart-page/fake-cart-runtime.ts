/** Test helper of the cart page's suites: a runtime whose cart lives on an in-memory server (entries, stock, the edit form). */
import { vi } from 'vitest';
import type { CartEntryCalls, EntryFormResponse } from '../../api/cart-entries';
import type { ApiClient } from '../../api/client';
import { HttpError } from '../../api/error-classes';
import { testCart } from '../../api/test-cart';
import type { CartEntry, ShoppingCart } from '../../api/schemas';
import type { StorefrontConfig } from '../../config';
import { messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { createCartStore } from '../../store/cart-store';

/** The server's refusal of more than the stock (the commerce document's text). */
export const NOT_ENOUGH = messages.notEnoughStock;

/** A cart entry of `quantity` at `priceCents` each. */
export function cartEntry(
  id: string,
  title: string,
  quantity = 1,
  priceCents = 1000,
  overrides: Partial<CartEntry> = {},
): CartEntry {
  return {
    id,
    itemId: `item-${id}`,
    quantity,
    chosenVariant: { sku: `SKU-${id}`, attributes: {} },
    additionalFields: null,
    title,
    subTotal: quantity * priceCents,
    purchasePriceCents: priceCents,
    ...overrides,
  };
}

export interface ServerOptions {
  /** Stock by entry id; an entry missing here has no limit. */
  stock?: Record<string, number>;
  discountCents?: number;
  minimumSubtotalCents?: number;
  /** The additional-fields form every entry answers with. */
  form?: EntryFormResponse;
}

/** A cart of `entries`: shipping $5.00, no tax. */
function cartOf(entries: CartEntry[], options: ServerOptions): ShoppingCart {
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.subTotal, 0);
  const discountCents = options.discountCents ?? 0;
  const totalQuantity = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  return testCart({
    id: entries.length ? 'cart-1' : null,
    entries: entries.map((entry) => ({ ...entry })),
    subtotalCents,
    shippingCostCents: 500,
    discountCents,
    grandTotalCents: subtotalCents + 500 - discountCents,
    totalQuantity,
    minimumSubtotalCents: options.minimumSubtotalCents ?? null,
  });
}

/**
 * A runtime (whole message catalogue, en-US, USD) over a server holding `entries`: the entry
 * calls change them as the real server would, refuse more than the stock with {@link NOT_ENOUGH},
 * and are spies a test can make fail or wait (`mockImplementationOnce`).
 */
export function fakeCartRuntime(initial: CartEntry[], options: ServerOptions = {}) {
  const server = { entries: initial.map((entry) => ({ ...entry })) };
  const cart = () => cartOf(server.entries, options);
  const find = (entryId: string) => {
    const found = server.entries.find((entry) => entry.id === entryId);
    if (!found) throw new HttpError('PUT', `/entries/${entryId}`, 404, { message: 'Not found' });
    return found;
  };
  const entries = {
    updateEntryQuantity: vi.fn(async (entryId: string, quantity: number) => {
      const entry = find(entryId);
      if (quantity > (options.stock?.[entryId] ?? Infinity)) {
        throw new HttpError('PUT', `/entries/${entryId}`, 409, { message: NOT_ENOUGH });
      }
      Object.assign(entry, { quantity, subTotal: quantity * entry.purchasePriceCents });
      return { shoppingCart: cart() };
    }),
    removeEntry: vi.fn(async (entryId: string) => {
      find(entryId);
      server.entries = server.entries.filter((entry) => entry.id !== entryId);
      return { shoppingCart: cart() };
    }),
    getEntryForm: vi.fn(async (entryId: string) => {
      find(entryId);
      return options.form ?? { fields: [], values: {} };
    }),
    updateAdditionalFields: vi.fn(
      async (entryId: string, request: { additionalFields: string | null }) => {
        const entry = find(entryId);
        entry.additionalFields = request.additionalFields;
        return { shoppingCart: cart(), updatedEntry: { ...entry } };
      },
    ),
  } satisfies CartEntryCalls;
  const getCart = vi.fn(async () => cart());
  // The edit dialog reads its form through the client (`createCartEntryCalls(runtime.api)`).
  const request = vi.fn(async (method: string, path: string) => {
    const form = /entries\/([^/]+)\/additionalFields$/.exec(path);
    if (method === 'GET' && form?.[1]) return entries.getEntryForm(decodeURIComponent(form[1]));
    throw new Error(`unexpected call ${method} ${path}`);
  });
  const api = {
    getCart,
    request,
    addEntry: () => Promise.reject(new Error('unexpected add')),
    getStock: () => Promise.reject(new Error('unexpected stock call')),
  } as unknown as ApiClient;
  const emit = vi.fn();
  const runtime: Runtime = {
    config: { locale: 'en-US', currency: 'USD', nonce: undefined } as StorefrontConfig,
    messages,
    api,
    cart: createCartStore({ api, emit, entries }),
    emit,
  };
  return { runtime, server, entries, getCart, request, emit, cart };
}
