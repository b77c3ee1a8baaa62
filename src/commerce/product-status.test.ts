/** Tests of product status: sold out, on sale, and the mark a listing shows. */
import { describe, expect, it } from 'vitest';
import { isOnSale, isSoldOut, productStatus } from './product-status';

describe('product status', () => {
  it('is sold out when no variant is unlimited or has stock above 0', () => {
    expect(isSoldOut({ productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 0 }] })).toBe(
      true,
    );
    expect(isSoldOut({ productType: 1, variants: [] })).toBe(true);
    expect(isSoldOut({ productType: 3, variants: [{ qtyInStock: 0 }, { qtyInStock: 1 }] })).toBe(
      false,
    );
    expect(isSoldOut({ productType: 1, variants: [{ qtyInStock: 0, unlimited: true }] })).toBe(
      false,
    );
  });

  it('never marks digital products or gift cards sold out; an unknown type always is', () => {
    expect(isSoldOut({ productType: 2 })).toBe(false);
    expect(isSoldOut({ productType: 4, variants: [{ qtyInStock: 0 }] })).toBe(false);
    expect(isSoldOut({ productType: -1 })).toBe(true);
    expect(isSoldOut({})).toBe(true);
  });

  it('is on sale when any variant is, or the digital product itself is', () => {
    expect(isOnSale({ productType: 1, variants: [{}, { onSale: true }] })).toBe(true);
    expect(isOnSale({ productType: 1, variants: [{ onSale: false }] })).toBe(false);
    expect(isOnSale({ productType: 2, onSale: true })).toBe(true);
    expect(isOnSale({ productType: 2, variants: [{ onSale: true }] })).toBe(false);
    expect(isOnSale({ productType: 4, variants: [{ onSale: true }] })).toBe(false);
  });

  it('reads product types given as numeric strings or names', () => {
    expect(isOnSale({ productType: '2', onSale: true })).toBe(true);
    expect(isSoldOut({ productType: 'gift-card' })).toBe(false);
    expect(isSoldOut({ productType: 'physical', variants: [{ qtyInStock: '3' }] })).toBe(false);
  });

  it('puts sold out before sale', () => {
    expect(productStatus({ productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] })).toBe(
      'sold-out',
    );
    expect(productStatus({ productType: 1, variants: [{ onSale: true, qtyInStock: 2 }] })).toBe(
      'sale',
    );
    expect(productStatus({ productType: 1, variants: [{ qtyInStock: 2 }] })).toBeNull();
  });
});
