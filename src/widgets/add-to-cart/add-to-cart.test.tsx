/** Tests of the add-to-cart button. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { HttpError, NetworkError } from '../../api/error-classes';
import type { AddEntryResponse, ShoppingCart, StockResult } from '../../api/schemas';
import type { StorefrontConfig } from '../../config';
import { messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { createCartStore } from '../../store/cart-store';
import { mount } from './index';

const BUTTON = `
<div class="product">
  <div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="tote"
       data-product-type="1" data-original-label="Add To Cart">
    <div class="sqs-add-to-cart-button-inner">Add To Cart</div>
  </div>
</div>`;

const cart = (totalQuantity: number) =>
  ({ totalQuantity, entries: [], id: 'c' }) as unknown as ShoppingCart;
const added = () =>
  ({
    shoppingCart: cart(1),
    newlyAdded: {
      id: 'e1',
      itemId: 'tote',
      quantity: 1,
      title: 'Tote',
      chosenVariant: { sku: 'TOTE', attributes: {} },
      purchasePriceCents: 1800,
    },
  }) as unknown as AddEntryResponse;
const stock = (qtyInStock: number): { results: StockResult[] } => ({
  results: [{ sku: 'TOTE', attributes: {}, unlimited: false, qtyInStock }],
});

function setup(api: Partial<ApiClient>) {
  document.body.innerHTML = BUTTON;
  const fullApi: ApiClient = {
    request: () => Promise.reject(new Error('unexpected call')),
    getCart: async () => cart(0),
    getStock: async () => stock(5),
    addEntry: async () => added(),
    ...api,
  };
  const emit = vi.fn();
  const runtime: Runtime = {
    config: { nonce: undefined } as StorefrontConfig,
    messages,
    api: fullApi,
    cart: createCartStore({ api: fullApi, emit }),
    emit,
  };
  const host = document.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
  let unmount: () => void = () => undefined;
  act(() => {
    unmount = mount(host, runtime);
  });
  return { host, runtime, unmount: () => act(() => unmount()) };
}

/** Lets the awaited API calls settle, then moves the clock; lazy dialogs load meanwhile. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
  });
}

beforeAll(async () => {
  // The alert is loaded lazily; have its module ready as a returning visitor's cache would.
  await import('../shared/AlertDialog');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the add-to-cart button', () => {
  it("shows 'Adding…', then 'Added!' one second after a successful add, then idle 2 s later", async () => {
    const { host, runtime } = setup({});
    fireEvent.click(host);
    expect(host.textContent?.trim()).toBe('Adding…');
    await advance(999);
    expect(host.textContent?.trim()).toBe('Adding…');
    await advance(1);
    expect(host.textContent?.trim()).toBe('Added!');
    expect(runtime.cart.getState().totalQuantity).toBe(1);
    await advance(2000);
    expect(host.textContent?.trim()).toBe('Add To Cart');
    expect(host.getAttribute('aria-disabled')).toBe('false');
  });

  it('ignores clicks while adding and while added', async () => {
    const addEntry = vi.fn(async () => added());
    const { host } = setup({ addEntry });
    fireEvent.click(host);
    fireEvent.click(host);
    await advance(1000);
    fireEvent.click(host);
    await advance(100);
    expect(addEntry).toHaveBeenCalledTimes(1);
  });

  it('is pressed with Enter or Space from the keyboard', async () => {
    const addEntry = vi.fn(async () => added());
    const { host } = setup({ addEntry });
    fireEvent.keyDown(host, { key: 'Enter' });
    await advance(3000);
    fireEvent.keyDown(host, { key: ' ' });
    await advance(3000);
    expect(addEntry).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message in an alert titled 'Unable to Add Item' and is idle 1 s later", async () => {
    const refusal = new HttpError('POST', '/x', 409, {
      message: 'Sorry, we do not have enough of that item available.',
    });
    const { host, runtime } = setup({ addEntry: () => Promise.reject(refusal) });
    fireEvent.click(host);
    await advance(0);
    const alert = screen.getByRole('alertdialog', { name: 'Unable to Add Item' });
    expect(alert.textContent).toContain('Sorry, we do not have enough of that item available.');
    expect(host.getAttribute('aria-disabled')).toBe('true');
    await advance(1000);
    expect(host.getAttribute('aria-disabled')).toBe('false');
    expect(runtime.cart.getState().totalQuantity).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses before calling the server when the cart already holds all the stock', async () => {
    const addEntry = vi.fn();
    const { host, runtime } = setup({ getStock: async () => stock(1), addEntry });
    runtime.cart.setState({
      cart: {
        ...cart(1),
        entries: [{ itemId: 'tote', quantity: 1, chosenVariant: { sku: 'TOTE', attributes: {} } }],
      } as unknown as ShoppingCart,
    });
    fireEvent.click(host);
    await advance(0);
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Sorry, we do not have enough of that item available.',
    );
    expect(addEntry).not.toHaveBeenCalled();
  });

  it('reads the connection text when the server cannot be reached', async () => {
    const { host } = setup({
      getStock: () => Promise.reject(new NetworkError('GET', '/x', 'no response')),
    });
    fireEvent.click(host);
    await advance(0);
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Unable to connect. Please try again',
    );
  });

  it('gives the markup back as it was when unmounted', async () => {
    const { host, unmount } = setup({});
    const before = BUTTON.replace(/\s+/g, ' ');
    unmount();
    expect(host.classList.contains('sf-add-to-cart')).toBe(false);
    expect(host.hasAttribute('aria-disabled')).toBe(false);
    expect(document.body.innerHTML.replace(/\s+/g, ' ')).toBe(before);
  });
});
