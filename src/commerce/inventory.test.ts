/** Tests of the stock remaining over all variants and when the quantity input shows. */
import { describe, expect, it } from 'vitest';
import {
  isMultipleQuantityAllowedForServices,
  showsQuantityInput,
  totalStockRemaining,
} from './inventory';

describe('stock remaining', () => {
  it('adds the variants up; unlimited anywhere, digital or gift card is unlimited', () => {
    expect(totalStockRemaining({ productType: 1, variants: [{ qtyInStock: 4 }, {}] })).toBe(4);
    expect(
      totalStockRemaining({ productType: 1, variants: [{ qtyInStock: 4 }, { unlimited: true }] }),
    ).toBe(Infinity);
    expect(totalStockRemaining({ productType: 2 })).toBe(Infinity);
    expect(totalStockRemaining({ productType: 4, variants: [{ qtyInStock: 0 }] })).toBe(Infinity);
  });
});

describe('quantity input', () => {
  const physical = { productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] };

  it('shows for a physical product with more than one unit left', () => {
    expect(showsQuantityInput(physical, true)).toBe(true);
    expect(showsQuantityInput({ productType: 1, variants: [{ qtyInStock: 1 }] }, true)).toBe(false);
    expect(showsQuantityInput({ productType: 1, variants: [{ unlimited: true }] }, true)).toBe(
      true,
    );
  });

  it('shows for a service only when the store allows multiples of services', () => {
    const service = { ...physical, productType: 3 };
    expect(showsQuantityInput(service, true)).toBe(true);
    expect(showsQuantityInput(service, false)).toBe(false);
  });

  it('never shows for subscriptions, digital products, gift cards or unknown types', () => {
    expect(showsQuantityInput({ ...physical, isSubscribable: true }, true)).toBe(false);
    expect(showsQuantityInput({ productType: 2 }, true)).toBe(false);
    expect(showsQuantityInput({ productType: 4 }, true)).toBe(false);
    expect(showsQuantityInput({ variants: physical.variants }, true)).toBe(false);
  });

  it('reads the store setting, true unless set to false', () => {
    expect(isMultipleQuantityAllowedForServices(undefined)).toBe(true);
    expect(isMultipleQuantityAllowedForServices({ storeSettings: null })).toBe(true);
    expect(
      isMultipleQuantityAllowedForServices({
        storeSettings: { multipleQuantityAllowedForServices: null },
      }),
    ).toBe(true);
    expect(
      isMultipleQuantityAllowedForServices({
        storeSettings: { multipleQuantityAllowedForServices: false },
      }),
    ).toBe(false);
  });
});
