/** Tests of reading the variant data of the selector markup. */
import { describe, expect, it } from 'vitest';
import { parseVariants, valueSoldOut } from './markup-variants';

const variants = parseVariants(
  JSON.stringify([
    { sku: 'BS', attributes: { Color: 'Black', Size: 'S' }, qtyInStock: 2 },
    { sku: 'BL', attributes: { Color: 'Black', Size: 'L' }, qtyInStock: 0 },
    { sku: 'WL', attributes: { Color: 'White', Size: 'L' }, unlimited: true },
  ]),
);

describe('variant data of the selector markup', () => {
  it('drops entries without attributes and unreadable JSON', () => {
    expect(parseVariants('[{"sku":"x"},{"attributes":{"A":1}}]')).toEqual([
      { attributes: { A: '1' }, onSale: false, unlimited: false, qtyInStock: 0 },
    ]);
    expect(parseVariants('{')).toEqual([]);
    expect(parseVariants(undefined)).toEqual([]);
  });

  it('marks a value sold out only when every variant it can still lead to is', () => {
    expect(valueSoldOut(variants, { Color: 'Black', Size: undefined }, 'Size', 'L')).toBe(true);
    expect(valueSoldOut(variants, { Color: undefined, Size: undefined }, 'Size', 'L')).toBe(false);
    expect(valueSoldOut(variants, { Color: 'White', Size: undefined }, 'Size', 'L')).toBe(false);
    // No such variant is not "sold out" (it is unavailable).
    expect(valueSoldOut(variants, { Color: 'White', Size: undefined }, 'Size', 'S')).toBe(false);
    // The value's own current choice does not count against it.
    expect(valueSoldOut(variants, { Color: 'Black', Size: 'S' }, 'Size', 'L')).toBe(true);
  });
});
