/** Tests of unselected options, quantity parsing and stock checks. */
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { findVariant, unselectedOptionsMessage } from './options';
import { parseQuantity } from './quantity';
import { allSoldOut, hasStockFor, inStock, stockLevelOf } from './stock';

describe('unselected options', () => {
  it('names one, two, or a list with "and" last', () => {
    expect(unselectedOptionsMessage(['Size'], messages)).toBe('Please select the Size option.');
    expect(unselectedOptionsMessage(['Size', 'Color'], messages)).toBe(
      'Please select the Size and Color options.',
    );
    expect(unselectedOptionsMessage(['Size', 'Color', 'Fit'], messages)).toBe(
      'Please select the Size, Color and Fit options.',
    );
    expect(unselectedOptionsMessage([], messages)).toBeUndefined();
  });

  it('finds the variant whose attributes all match', () => {
    const variants = [
      { sku: 'a', attributes: { Color: 'Black', Size: 'S' } },
      { sku: 'b', attributes: { Color: 'Black', Size: 'M' } },
    ];
    expect(findVariant(variants, { Color: 'Black', Size: 'M' })?.sku).toBe('b');
    expect(findVariant(variants, { Color: 'White', Size: 'M' })).toBeUndefined();
  });
});

describe('quantity', () => {
  it('must be a number and whole', () => {
    expect(parseQuantity('abc', messages)).toEqual({
      ok: false,
      message: 'Quantity must be a number.',
    });
    expect(parseQuantity('1.5', messages)).toEqual({
      ok: false,
      message: 'Quantity must be a whole number',
    });
    expect(parseQuantity('3', messages)).toEqual({ ok: true, quantity: 3 });
  });

  it('defaults to 1 and stays within 1..9999', () => {
    expect(parseQuantity(undefined, messages)).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity('0', messages)).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity('12000', messages)).toEqual({ ok: true, quantity: 9999 });
  });
});

describe('stock', () => {
  it('passes when stock exceeds what the cart already holds, or is unlimited', () => {
    expect(hasStockFor({ qtyInStock: 3 }, 2)).toBe(true);
    expect(hasStockFor({ qtyInStock: 3 }, 3)).toBe(false);
    expect(hasStockFor({ qtyInStock: 0, unlimited: true }, 50)).toBe(true);
  });
  it('asks the server for the requested quantity on top of the cart', () => {
    expect(hasStockFor({ qtyInStock: 5 }, 2, 3)).toBe(true);
    expect(hasStockFor({ qtyInStock: 5 }, 2, 4)).toBe(false);
  });
  it('is sold out when no variant is unlimited or has stock', () => {
    expect(allSoldOut([{ qtyInStock: 0 }, { qtyInStock: 0, unlimited: false }])).toBe(true);
    expect(allSoldOut([{ qtyInStock: 0 }, { qtyInStock: 1 }])).toBe(false);
    expect(allSoldOut([{ qtyInStock: 0, unlimited: true }])).toBe(false);
    expect(inStock(stockLevelOf({ qtyInStock: '2' }))).toBe(true);
  });
});
