/** Tests of the cart page in plain DOM: rows, totals, quantities, removal, alerts, following the cart, and no React. */
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../i18n/messages';
import { cartEntry, fakeCartRuntime, NOT_ENOUGH, type ServerOptions } from './fake-cart-runtime';
import { mount } from './index';

// The page itself never loads React (issue 19): importing it here would fail this suite.
vi.mock('react', () => {
  throw new Error('the cart page loaded React');
});
vi.mock('react-dom/client', () => {
  throw new Error('the cart page loaded react-dom');
});
// The Edit press's chunk, as when the shopper went offline before pressing.
vi.mock('./open-edit-fields', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const TEE = cartEntry('tee', 'Classic Tee', 2, 2000, {
  chosenVariant: { sku: 'TEE-WHT-S', attributes: { Color: 'White', Size: 'S' } },
});
const TOTE = cartEntry('tote', 'Canvas Tote', 1, 1800);
const FLASK = cartEntry('flask', 'Engraved Flask', 1, 3000, {
  additionalFields: JSON.stringify({ Engraving: 'Ada' }),
});

let unmount: (() => void) | undefined;

/** The page mounted on `#sqs-cart-root` over a server holding `entries`, once its cart shows. */
async function cartPage(entries = [TEE, TOTE], options: ServerOptions = {}) {
  document.body.innerHTML = '<main><div id="sqs-cart-root"><p>Platform cart</p></div></main>';
  const root = document.getElementById('sqs-cart-root')!;
  const fake = fakeCartRuntime(entries, options);
  unmount = mount(root, fake.runtime);
  await waitFor(() => expect(root.querySelector('.sf-cart-page[tabindex="-1"]')).not.toBeNull());
  return { ...fake, root, page: root.querySelector<HTMLElement>('.sf-cart-page')! };
}

const row = (title: string) =>
  screen.getByRole('heading', { name: title }).closest<HTMLElement>('.sf-cart-entry')!;
const quantityOf = (title: string) =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: `Quantity ${title}` });
/** Lets the calls in flight finish (a commit ignores the field until its call has answered). */
const settle = () => new Promise((resolve) => setTimeout(resolve));
const total = (key: string) => document.querySelector(`[data-total="${key}"] dd`)?.textContent;
/** Types `text` into a quantity and presses Enter (the form's submit). */
function enter(input: HTMLInputElement, text: string) {
  input.focus();
  fireEvent.input(input, { target: { value: text } });
  fireEvent.submit(input.form!);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the cart page', () => {
  it('keeps the platform markup until its first render, says it is loading, and gives the markup back on unmount', async () => {
    document.body.innerHTML = '<div id="sqs-cart-root"><p>Platform cart</p></div>';
    const root = document.getElementById('sqs-cart-root')!;
    const fake = fakeCartRuntime([TOTE]);
    let answer: () => void = () => undefined;
    fake.getCart.mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve(fake.cart()))),
    );
    unmount = mount(root, fake.runtime);
    expect(root.textContent).toBe('Platform cart');
    expect(fake.emit).toHaveBeenCalledWith('cart-viewed', {});
    await waitFor(() => expect(root.textContent).toBe(messages.loadingCart));
    expect(root.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    answer();
    await waitFor(() => expect(quantityOf('Canvas Tote').value).toBe('1'));
    expect(root.firstElementChild?.hasAttribute('aria-busy')).toBe(false);
    unmount();
    unmount = undefined;
    expect(root.innerHTML).toBe('<p>Platform cart</p>');
  });

  it('lists each entry with its variant, fields, price and line total, and totals the cart', async () => {
    await cartPage([TEE, FLASK]);
    const tee = row('Classic Tee');
    expect(tee.querySelector('.sf-cart-entry__variant')?.textContent).toBe('Color: White, Size: S');
    expect(tee.querySelector('.sf-cart-entry__price')?.textContent).toBe('Price $20.00');
    expect(tee.querySelector('.sf-cart-entry__total')?.textContent).toBe('Total $40.00');
    expect(tee.querySelector('dl')).toBeNull();
    expect(row('Engraved Flask').querySelector('dl')?.textContent).toBe('EngravingAda');
    expect(quantityOf('Classic Tee').value).toBe('2');
    // Each control is named after its entry; only an entry with fields has Edit.
    expect(screen.getByRole('button', { name: 'Remove Classic Tee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Engraved Flask' })).toBeTruthy();
    expect(within(tee).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(total('subtotal')).toBe('$70.00');
    expect(total('discount')).toBeUndefined();
    expect(total('shipping')).toBe('$5.00');
    expect(total('total')).toBe('$75.00');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('shows a discount row only when there is a discount', async () => {
    await cartPage([TOTE], { discountCents: 300 });
    expect(total('discount')).toBe('-$3.00');
    expect(total('total')).toBe('$20.00');
  });

  it("asks for the minimum subtotal instead of the checkout link, and sends checkout's press as 'checkout-started'", async () => {
    const { emit } = await cartPage([TOTE], { minimumSubtotalCents: 5000 });
    expect(screen.getByRole('status').textContent).toBe(
      'To check out, your order subtotal must be $50.00 or more.',
    );
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    unmount?.();
    const again = await cartPage([TOTE]);
    const checkout = screen.getByRole('link', { name: 'Checkout' });
    checkout.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(checkout);
    expect(again.emit).toHaveBeenCalledWith('checkout-started', {});
    expect(emit).not.toHaveBeenCalledWith('checkout-started', {});
  });

  it('says the cart is empty, and says why a cart could not load', async () => {
    const { root } = await cartPage([]);
    expect(root.textContent).toBe(messages.cartEmpty);
    unmount?.();
    document.body.innerHTML = '<div id="sqs-cart-root"></div>';
    const failing = fakeCartRuntime([TOTE]);
    failing.getCart.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    unmount = mount(document.getElementById('sqs-cart-root')!, failing.runtime);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.unableToConnect),
    );
    expect(document.querySelector('.sf-cart-page')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('commits a quantity on Enter and on leaving the field; the totals follow', async () => {
    const { entries } = await cartPage();
    enter(quantityOf('Canvas Tote'), '3');
    await waitFor(() => expect(total('subtotal')).toBe('$94.00'));
    expect(entries.updateEntryQuantity).toHaveBeenCalledWith('tote', 3);
    const tee = quantityOf('Classic Tee');
    tee.focus();
    fireEvent.input(tee, { target: { value: '1' } });
    tee.blur();
    await waitFor(() => expect(total('subtotal')).toBe('$74.00'));
    expect(entries.updateEntryQuantity).toHaveBeenLastCalledWith('tee', 1);
    await settle();
    // The same quantity again, or an emptied field, calls nothing.
    enter(tee, '1');
    enter(tee, ' ');
    expect(tee.value).toBe('1');
    expect(entries.updateEntryQuantity).toHaveBeenCalledTimes(2);
  });

  it('marks the entry busy while its call runs', async () => {
    const { entries } = await cartPage();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const server = entries.updateEntryQuantity.getMockImplementation()!;
    entries.updateEntryQuantity.mockImplementationOnce(async (entryId, quantity) => {
      await answered;
      return server(entryId, quantity);
    });
    enter(quantityOf('Canvas Tote'), '2');
    await waitFor(() => expect(row('Canvas Tote').getAttribute('aria-busy')).toBe('true'));
    expect(quantityOf('Canvas Tote').readOnly).toBe(true);
    expect(quantityOf('Canvas Tote').getAttribute('aria-busy')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Remove Canvas Tote' }).getAttribute('aria-disabled'),
    ).toBe('true');
    answer();
    await waitFor(() => expect(row('Canvas Tote').hasAttribute('aria-busy')).toBe(false));
    expect(quantityOf('Canvas Tote').readOnly).toBe(false);
    expect(
      screen.getByRole('button', { name: 'Remove Canvas Tote' }).hasAttribute('aria-disabled'),
    ).toBe(false);
  });

  it("refuses more than the stock: 'Unable to update quantity', the reason, the cart reloaded and the old quantity back", async () => {
    const { entries, getCart } = await cartPage([TEE], { stock: { tee: 2 } });
    const quantity = quantityOf('Classic Tee');
    const loads = getCart.mock.calls.length;
    enter(quantity, '4');
    const alert = await screen.findByRole('alertdialog', { name: messages.unableToUpdateQuantity });
    expect(alert.textContent).toContain(NOT_ENOUGH);
    await waitFor(() => expect(quantity.value).toBe('2'));
    expect(getCart.mock.calls.length).toBe(loads + 1);
    // The alert's focus took none from the field's blur: one call, not two.
    expect(entries.updateEntryQuantity).toHaveBeenCalledTimes(1);
    fireEvent.click(within(alert).getByRole('button', { name: messages.ok }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(quantity);
  });

  it("rejects a quantity that is not whole with the reason, and shows the cart's quantity again", async () => {
    const { entries, getCart } = await cartPage([TOTE]);
    const loads = getCart.mock.calls.length;
    enter(quantityOf('Canvas Tote'), '1.5');
    const alert = screen.getByRole('alertdialog', { name: messages.unableToUpdateQuantity });
    expect(alert.textContent).toContain(messages.quantityNotWhole);
    expect(quantityOf('Canvas Tote').value).toBe('1');
    expect(entries.updateEntryQuantity).not.toHaveBeenCalled();
    expect(getCart.mock.calls.length).toBe(loads);
  });

  it('removes an entry and moves focus to the cart; a refused removal opens its alert', async () => {
    const { page, entries } = await cartPage();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Canvas Tote' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Canvas Tote' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(page));
    entries.removeEntry.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Classic Tee' }));
    const alert = await screen.findByRole('alertdialog', { name: messages.unableToRemoveItem });
    expect(alert.textContent).toContain(messages.unableToConnect);
    expect(screen.getByRole('heading', { name: 'Classic Tee' })).toBeTruthy();
  });

  it('follows changes made elsewhere in place: a field being typed in keeps its focus and its text', async () => {
    const { runtime, cart, server } = await cartPage();
    const tee = quantityOf('Classic Tee');
    const remove = screen.getByRole('button', { name: 'Remove Canvas Tote' });
    tee.focus();
    fireEvent.input(tee, { target: { value: '7' } });
    // Another tab changes the tote, then adds a third entry.
    server.entries[1] = cartEntry('tote', 'Canvas Tote', 4, 1800);
    runtime.cart.setState({ cart: cart() });
    server.entries.push(cartEntry('mug', 'Enamel Mug', 1, 1200));
    runtime.cart.setState({ cart: cart() });
    expect(quantityOf('Canvas Tote').value).toBe('4');
    expect(total('subtotal')).toBe('$124.00');
    expect(screen.getByRole('heading', { name: 'Enamel Mug' })).toBeTruthy();
    expect(quantityOf('Classic Tee')).toBe(tee);
    expect(screen.getByRole('button', { name: 'Remove Canvas Tote' })).toBe(remove);
    expect(document.activeElement).toBe(tee);
    expect(tee.value).toBe('7');
    // Its own entry changed elsewhere: the field shows the cart's quantity, focus stays.
    server.entries[0] = { ...TEE, quantity: 3, subTotal: 6000 };
    runtime.cart.setState({ cart: cart() });
    expect(tee.value).toBe('3');
    expect(document.activeElement).toBe(tee);
  });

  it('says aloud that the edit form cannot load, at each press, and stays usable', async () => {
    await cartPage([FLASK]);
    const edit = screen.getByRole('button', { name: 'Edit Engraved Flask' });
    const region = () => document.querySelector('[data-storefront-live-region]')?.textContent;
    fireEvent.click(edit);
    await waitFor(() => expect(region()).toBe(messages.unableToConnect));
    expect(edit.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(edit);
    await waitFor(() =>
      expect(
        vi
          .mocked(console.warn)
          .mock.calls.filter(([text]) => String(text).startsWith('[storefront]')),
      ).toHaveLength(2),
    );
  });
});
