/** Tests of the cart page texts: additional fields as label/value pairs. */
import { describe, expect, it } from 'vitest';
import type { CartEntry } from '../../api/schemas';
import { fieldPairs } from './cart-text';

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
});
