/** Tests of the cart count element. */
import { describe, expect, it } from 'vitest';
import type { ShoppingCart } from '../../api/schemas';
import { messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { createCartStore } from '../../store/cart-store';
import { mount } from './cart-quantity';

const cart = (totalQuantity: number) => ({ totalQuantity, entries: [] }) as unknown as ShoppingCart;

function setup(getCart: () => Promise<ShoppingCart>) {
  document.body.innerHTML = '<span class="sqs-cart-quantity">0</span>';
  const element = document.querySelector<HTMLElement>('.sqs-cart-quantity')!;
  const store = createCartStore({
    api: { getCart, addEntry: () => Promise.reject(new Error('unexpected')) },
    emit: () => undefined,
  });
  const unmount = mount(element, { cart: store, messages } as unknown as Runtime);
  const marks = () => [
    element.textContent,
    element.getAttribute('data-sf-cart-state'),
    element.getAttribute('data-sf-cart-empty'),
  ];
  return { element, store, unmount, marks };
}

describe('the cart count element', () => {
  it('starts uninitialized, is initialized on the first sync and marked empty at 0', async () => {
    const { store, marks } = setup(async () => cart(0));
    expect(marks()).toEqual(['0', 'uninitialized', 'false']);
    await store.getState().load();
    expect(marks()).toEqual(['0', 'initialized', 'true']);
    store.setState({ cart: cart(3), totalQuantity: 3 });
    expect(marks()).toEqual(['3', 'initialized', 'false']);
    store.setState({ cart: cart(100), totalQuantity: 100 });
    expect(marks()).toEqual(['100', 'initialized', 'false']);
    store.setState({ cart: cart(101), totalQuantity: 101 });
    expect(marks()).toEqual(['100+', 'initialized', 'false']);
  });

  it('stays uninitialized when the first load fails, and gives everything back on unmount', async () => {
    const { store, marks, unmount, element } = setup(() => Promise.reject(new Error('down')));
    await store.getState().load();
    expect(marks()).toEqual(['0', 'uninitialized', 'false']);
    store.setState({ cart: cart(150), totalQuantity: 150 });
    expect(marks()).toEqual(['100+', 'initialized', 'false']);
    unmount();
    expect(element.outerHTML).toBe('<span class="sqs-cart-quantity">0</span>');
  });
});
