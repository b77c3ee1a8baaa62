/** The add-to-cart button's setup check at mount: unknown product ids and option names the product lacks. */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { HttpError, NetworkError } from '../../api/error-classes';
import type { StockResponse } from '../../api/schemas';
import type { StorefrontConfig } from '../../config';
import { createDiagnostics } from '../../diagnostics/diagnostics';
import { setupWords } from '../../diagnostics/setup-words';
import { messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { createCartStore } from '../../store/cart-store';
import { mount } from './index';

const button = (itemId: string) => `
  <div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="${itemId}">
    <div class="sqs-add-to-cart-button-inner">Add To Cart</div>
  </div>`;
const selector = (itemId: string, optionName: string, variants = '') => `
  <div class="product-variants" data-item-id="${itemId}" data-variants='${variants}'>
    <div class="variant-option"><select data-variant-option-name="${optionName}">
      <option value="">Select ${optionName}</option><option value="Red">Red</option>
    </select></div>
  </div>`;
const redStock: StockResponse = {
  results: [{ sku: 'MUG-RED', attributes: { Color: 'Red' }, unlimited: true, qtyInStock: 0 }],
};

function setup(html: string, getStock: ApiClient['getStock']) {
  document.body.innerHTML = `<div class="product">${html}</div>`;
  const lines: string[] = [];
  const diagnostics = createDiagnostics(setupWords, (text) => lines.push(text));
  const addEntry = vi.fn(() => Promise.reject(new Error('not in this test')));
  const api: ApiClient = {
    request: () => Promise.reject(new Error('unexpected call')),
    getCart: () => Promise.reject(new Error('unexpected call')),
    getStock: vi.fn(getStock),
    addEntry,
  };
  const emit = vi.fn();
  const runtime: Runtime = {
    config: { nonce: undefined, locale: 'en-US' } as StorefrontConfig,
    messages,
    api,
    cart: createCartStore({ api, emit }),
    emit,
    report: diagnostics.report,
  };
  const hosts = [...document.querySelectorAll<HTMLElement>('.sqs-add-to-cart-button')];
  act(() => {
    for (const host of hosts) mount(host, runtime);
  });
  return { hosts, lines, diagnostics, api, addEntry, runtime };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the add-to-cart setup check', () => {
  it('reports an unknown product id at mount and gives the markup back', async () => {
    const { hosts, lines, addEntry } = setup(button('prod-nope'), () =>
      Promise.reject(new HttpError('GET', '/stock', 404, { message: 'Item not found' })),
    );
    const host = hosts[0]!;
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toBe(
      `[storefront] <div class="sqs-add-to-cart-button" data-item-id="prod-nope">: data-item-id "prod-nope" names no product of this site, so the button is left as the platform's markup. Fix: use the id of one of the site's products (the platform's {item|add-to-cart-btn} writes it).`,
    );
    expect(host.classList.contains('sf-add-to-cart')).toBe(false);
    expect(host.hasAttribute('aria-disabled')).toBe(false);
    expect(host.textContent?.trim()).toBe('Add To Cart');
    fireEvent.click(host);
    expect(addEntry).not.toHaveBeenCalled();
  });

  it('reports an option name the product does not have, suggesting its own spelling', async () => {
    const { hosts, diagnostics } = setup(button('mug') + selector('mug', 'Colour'), () =>
      Promise.resolve(redStock),
    );
    await vi.waitFor(() => expect(diagnostics.list()).toHaveLength(1));
    const [problem] = diagnostics.list();
    expect(problem?.node).toBe(document.querySelector('select'));
    expect(problem?.attribute).toBe('data-variant-option-name');
    expect(problem?.problem).toContain(
      '"Colour" is not an option of this product (its options: Color)',
    );
    expect(problem?.fix).toBe('write data-variant-option-name="Color".');
    expect(hosts[0]?.classList.contains('sf-add-to-cart')).toBe(false);
  });

  it('asks the stock once per product and says nothing when all is well', async () => {
    const { hosts, api, lines } = setup(
      button('mug') + button('mug') + selector('mug', 'Color'),
      () => Promise.resolve(redStock),
    );
    await vi.waitFor(() => expect(api.getStock).toHaveBeenCalledTimes(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(lines).toEqual([]);
    expect(hosts.every((host) => host.classList.contains('sf-add-to-cart'))).toBe(true);
  });

  it("leaves an answer that is not the API's to the API base's report", async () => {
    const { hosts, lines, api } = setup(button('mug'), () =>
      Promise.reject(new NetworkError('GET', '/stock', 'no response')),
    );
    await vi.waitFor(() => expect(api.getStock).toHaveBeenCalled());
    await act(async () => {
      await Promise.resolve();
    });
    expect(lines).toEqual([]);
    expect(hosts[0]?.classList.contains('sf-add-to-cart')).toBe(true);
  });
});
