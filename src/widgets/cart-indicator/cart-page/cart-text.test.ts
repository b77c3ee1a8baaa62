import { describe, expect, it } from 'vitest';
import type { CartEntry, ShoppingCart } from '../../../api/schemas';
import { messages } from '../../../i18n/messages';
import { centsFormatter, fieldPairs, minimumText } from './cart-text';

const entry = (overrides: Partial<CartEntry>): CartEntry => ({
  id: 'e1',
  itemId: 'i',
  quantity: 1,
  chosenVariant: { sku: 'S', attributes: { Color: 'Black', Size: 'S' } },
  additionalFields: null,
  title: 'Tee',
  subTotal: 2500,
  purchasePriceCents: 2500,
  ...overrides,
});

describe('the cart page texts', () => {
  it('reads additional fields as label/value pairs, and shows anything else as one value', () => {
    const fields = JSON.stringify({ Engraving: '<b>Ada</b>', Note: 'Hi' });
    expect(fieldPairs(entry({ additionalFields: fields }))).toEqual([
      { label: 'Engraving', value: '<b>Ada</b>' },
      { label: 'Note', value: 'Hi' },
    ]);
    expect(fieldPairs(entry({ additionalFields: 'plain' }))).toEqual([
      { label: '', value: 'plain' },
    ]);
    expect(fieldPairs(entry({}))).toEqual([]);
  });

  it("says 'To check out, your order subtotal must be $10.00 or more.' below the minimum only", () => {
    const cents = centsFormatter('en-US', 'USD');
    const cart = (subtotalCents: number) =>
      ({ entries: [entry({})], subtotalCents, minimumSubtotalCents: 1000 }) as ShoppingCart;
    expect(minimumText(cart(900), messages, cents)).toBe(
      'To check out, your order subtotal must be $10.00 or more.',
    );
    expect(minimumText(cart(1000), messages, cents)).toBeNull();
    expect(minimumText({ ...cart(0), entries: [] }, messages, cents)).toBeNull();
  });
});
