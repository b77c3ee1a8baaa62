/** The cart indicators' state attributes and how they follow the cart. */
import type { CartState, CartStore } from '../../store/cart-store';
import type { Unmount } from '../widget';

/** The attributes a cart indicator (count element or pill container) carries. */
const INDICATOR_ATTRIBUTES = ['data-sf-cart-state', 'data-sf-cart-empty'] as const;

/**
 * The cart indicator's state (second document, section 4): `uninitialized` until the first sync
 * with the server (a load, an add, another tab's change), then `initialized`; `empty` once it is
 * known that the count is 0. A failed first load leaves it uninitialized.
 */
export function indicatorState(state: Pick<CartState, 'cart' | 'totalQuantity'>): {
  state: 'uninitialized' | 'initialized';
  empty: boolean;
} {
  if (!state.cart) return { state: 'uninitialized', empty: false };
  return { state: 'initialized', empty: state.totalQuantity === 0 };
}

/** Writes {@link indicatorState} onto `element` as `data-sf-cart-state` and `data-sf-cart-empty`. */
function markIndicator(
  element: HTMLElement,
  state: Pick<CartState, 'cart' | 'totalQuantity'>,
): void {
  const current = indicatorState(state);
  element.setAttribute('data-sf-cart-state', current.state);
  element.setAttribute('data-sf-cart-empty', String(current.empty));
}

/**
 * Keeps a cart indicator (`element`) following `cart`: its state marked and `render` run now and
 * on each change. The returned unmount stops following, calls `restore` and removes the marks.
 */
export function followCart(
  element: HTMLElement,
  cart: CartStore,
  render: (state: CartState) => void,
  restore: () => void,
): Unmount {
  const update = () => {
    const state = cart.getState();
    markIndicator(element, state);
    render(state);
  };
  update();
  const unsubscribe = cart.subscribe(update);
  return () => {
    unsubscribe();
    restore();
    for (const name of INDICATOR_ATTRIBUTES) element.removeAttribute(name);
  };
}
