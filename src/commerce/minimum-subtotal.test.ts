/** Tests of the minimum subtotal's refusal text. */
import { describe, expect, it } from 'vitest';
import type { CartEntry } from '../api/schemas';
import { messages } from '../i18n/messages';
import { minimumSubtotalText } from './minimum-subtotal';

const entry = { id: 'e1', itemId: 'i', quantity: 1 } as CartEntry;
const cart = (subtotalCents: number, entries: CartEntry[] = [entry]) => ({
  entries,
  subtotalCents,
  minimumSubtotalCents: 5000,
});

describe('the minimum subtotal', () => {
  it("says 'To check out, your order subtotal must be $50.00 or more.' below the minimum only", () => {
    const text = (c: ReturnType<typeof cart>) =>
      minimumSubtotalText(c, messages.minimumSubtotal, 'en-US', 'USD');
    expect(text(cart(4999))).toBe('To check out, your order subtotal must be $50.00 or more.');
    expect(text(cart(5000))).toBeNull();
    expect(text(cart(0, []))).toBeNull();
    expect(text({ ...cart(0), minimumSubtotalCents: null } as never)).toBeNull();
  });

  it("prints the amount in the store currency's legacy format", () => {
    const amount = (locale: string, currency: string) =>
      minimumSubtotalText(cart(100), '{subtotal}', locale, currency);
    expect(amount('de-DE', 'EUR')).toBe('50,00€');
    expect(amount('en-AU', 'AUD')).toBe('A$50.00');
  });
});
