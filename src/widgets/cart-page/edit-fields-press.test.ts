/** Tests of the cart entry's Edit press: the React edit dialog loaded with the press, and a form that cannot be read. */
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages';
import { cartEntry, fakeCartRuntime } from './fake-cart-runtime';
import { mount } from './index';

const FLASK = cartEntry('flask', 'Engraved Flask', 1, 3000, {
  additionalFields: JSON.stringify({ Engraving: 'Ada' }),
});
const FORM = {
  fields: [{ id: 'engraving', label: 'Engraving', type: 'text' as const, required: true }],
  values: { Engraving: 'Ada' },
};

let unmount: (() => void) | undefined;

async function cartPage() {
  document.body.innerHTML = '<div id="sqs-cart-root"></div>';
  const fake = fakeCartRuntime([FLASK], { form: FORM });
  unmount = mount(document.getElementById('sqs-cart-root')!, fake.runtime);
  const edit = await screen.findByRole('button', { name: 'Edit Engraved Flask' });
  return { ...fake, edit };
}

afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

describe("the cart entry's Edit press", () => {
  it('opens the entry’s form on the first press, busy meanwhile; saving updates the cart and gives focus back to Edit', async () => {
    const { edit, entries } = await cartPage();
    edit.focus();
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-busy')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Engraved Flask' });
    const engraving = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Engraving' });
    expect(engraving.value).toBe('Ada');
    await waitFor(() => expect(document.activeElement).toBe(engraving));
    expect(edit.hasAttribute('aria-busy')).toBe(false);

    fireEvent.change(engraving, { target: { value: 'Grace' } });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.cartSave }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(entries.updateAdditionalFields).toHaveBeenCalledWith('flask', {
      itemId: 'item-flask',
      sku: 'SKU-flask',
      additionalFields: JSON.stringify({ Engraving: 'Grace' }),
    });
    expect(document.querySelector('.sf-cart-entry dl')?.textContent).toBe('EngravingGrace');
    expect(document.activeElement).toBe(edit);
  });

  it('closes an open dialog when its entry leaves the cart (another tab removed it)', async () => {
    const { edit, runtime, server, cart } = await cartPage();
    fireEvent.click(edit);
    await screen.findByRole('dialog', { name: 'Engraved Flask' });
    server.entries = [];
    runtime.cart.setState({ cart: cart() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('#sqs-cart-root')?.textContent).toBe(messages.cartEmpty);
  });

  it("says 'Unable to open form' and why when the form cannot be read, and reloads the cart", async () => {
    const { edit, entries, getCart } = await cartPage();
    const loads = getCart.mock.calls.length;
    entries.getEntryForm.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(edit);
    const alert = await screen.findByRole('alertdialog', { name: messages.unableToOpenForm });
    expect(alert.textContent).toContain(messages.unableToConnect);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getCart.mock.calls.length).toBe(loads + 1);
    expect(edit.hasAttribute('aria-busy')).toBe(false);
  });
});
