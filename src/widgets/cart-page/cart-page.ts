/** The cart page in plain DOM: its entries, totals, minimum-subtotal message and checkout link, following the cart store. */
import type { ShoppingCart } from '../../api/schemas';
import { errorText } from '../../api/error-text';
import { minimumSubtotalText } from '../../commerce/minimum-subtotal';
import { allMessages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import type { CartState } from '../../store/cart-store';
import { ariaFlag, el } from '../shared/element';
import { createCartActions } from './cart-actions';
import { createEntryRow, type EntryRow } from './cart-entry-row';
import { centsFormatter } from './cart-text';
import { cartTotals } from './cart-totals';

export interface CartPage {
  /** The page's root (`.sf-cart-page`), for the mount to put in its element. */
  element: HTMLDivElement;
  /** Stops following the cart and closes the alert and any edit dialog. */
  destroy(): void;
}

/**
 * Makes `parent`'s children `nodes`, in order, moving only what is out of place: a node moved
 * (taken out and put back) loses focus, so a row or a link the shopper is on stays put.
 */
function place(parent: Element, nodes: readonly Node[]): void {
  nodes.forEach((node, index) => {
    const there = parent.childNodes[index] ?? null;
    if (there !== node) parent.insertBefore(node, there);
  });
  while (parent.childNodes.length > nodes.length) parent.lastChild?.remove();
}

/**
 * The cart page (`/cart`, page types 200/205): the entries with quantity, remove and
 * additional-field editing, the totals, the minimum-subtotal message and the checkout link;
 * 'You have nothing in your shopping cart.' when empty. Every refusal opens an alert with the
 * commerce document's title and reason; the cart shown is always the store's (the server's),
 * re-rendered in place at each change, rows kept by entry id.
 */
export function createCartPage(runtime: Runtime, checkoutUrl: string): CartPage {
  const { config, cart: store } = runtime;
  const messages = allMessages(runtime.messages);
  const formatCents = centsFormatter(config.locale, config.currency);
  const actions = createCartActions(runtime);
  const element = el('div', 'sf-cart-page');
  const loading = el('p', 'sf-cart-page__status', messages.loadingCart);
  const loadError = el('p', 'sf-cart-page__error');
  const empty = el('p', 'sf-cart-page__empty', messages.cartEmpty);
  const list = el('ul', 'sf-cart-page__entries');
  const minimum = el('p', 'sf-cart-page__minimum');
  const checkout = el('a', 'sf-button sf-cart-page__checkout', messages.cartCheckout);
  loadError.setAttribute('role', 'alert');
  minimum.setAttribute('role', 'status');
  checkout.href = checkoutUrl;

  const rows = new Map<string, EntryRow>();
  const context = {
    runtime,
    messages,
    formatCents,
    actions,
    onRemoved: () => element.focus(),
  };
  let totals: { cart: ShoppingCart; list: HTMLDListElement } | undefined;

  const showCart = (cart: ShoppingCart, pending: readonly string[]) => {
    element.tabIndex = -1;
    ariaFlag(element, 'aria-busy', false);
    const kept = new Set(cart.entries.map((entry) => entry.id));
    for (const [id, row] of rows) {
      if (kept.has(id)) continue;
      row.destroy();
      rows.delete(id);
    }
    if (cart.entries.length === 0) return place(element, [empty]);
    const items = cart.entries.map((entry) => {
      let row = rows.get(entry.id);
      if (!row) rows.set(entry.id, (row = createEntryRow(entry, context)));
      row.update(entry, pending.includes(entry.id));
      return row.element;
    });
    place(list, items);
    if (totals?.cart !== cart) totals = { cart, list: cartTotals(cart, messages, formatCents) };
    const minimumText = minimumSubtotalText(
      cart,
      messages.minimumSubtotal,
      config.locale,
      config.currency,
    );
    if (minimumText && minimum.textContent !== minimumText) minimum.textContent = minimumText;
    place(element, [list, totals.list, minimumText ? minimum : checkout]);
  };

  const render = ({ cart, status, error, pendingEntries }: CartState) => {
    if (cart) return showCart(cart, pendingEntries);
    const failure = status === 'failed' ? error : undefined;
    element.removeAttribute('tabindex');
    ariaFlag(element, 'aria-busy', !failure);
    if (failure) loadError.textContent = errorText(failure, messages);
    place(element, [failure ? loadError : loading]);
  };

  render(store.getState());
  const unsubscribe = store.subscribe((state, previous) => {
    if (
      state.cart !== previous.cart ||
      state.pendingEntries !== previous.pendingEntries ||
      (!state.cart && (state.status !== previous.status || state.error !== previous.error))
    )
      render(state);
  });
  void store.getState().load();

  return {
    element,
    destroy() {
      unsubscribe();
      actions.close();
      for (const row of rows.values()) row.destroy();
    },
  };
}
