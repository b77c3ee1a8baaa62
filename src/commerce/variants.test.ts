/** Tests of variant options, varied prices, the variant descriptor and text, option order. */
import { describe, expect, it } from 'vitest';
import {
  hasVariants,
  hasVariedPrices,
  optionOrdering,
  variantDescriptor,
  variantOptions,
} from './variants';
import { variantText } from './variant-text';

const tee = (productType?: unknown) => ({
  productType,
  variants: [
    { attributes: { Size: 'S', Color: 'Red' } },
    { attributes: { Size: 'M', Color: 'Red' } },
    { attributes: { Size: 'S', Color: 'Blue', Fit: 'Slim' } },
  ],
  variantOptionOrdering: ['Color', 'Size'],
});

describe('variant options', () => {
  it('follows the merchant ordering, values in variant order without repeats', () => {
    expect(variantOptions(tee(1))).toEqual([
      { name: 'Color', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M'] },
    ]);
  });

  it('offers nothing for digital products or a single variant', () => {
    expect(variantOptions(tee(2))).toEqual([]);
    expect(variantOptions({ ...tee(1), variants: [{ attributes: { Size: 'S' } }] })).toEqual([]);
    expect(hasVariants(tee(2))).toBe(false);
    expect(hasVariants(tee(4))).toBe(true);
  });

  it('prints numeric attribute values as text', () => {
    const card = {
      productType: 4,
      variants: [{ attributes: { Value: 25 } }, { attributes: { Value: 50 } }],
      variantOptionOrdering: ['Value'],
    };
    expect(variantOptions(card)).toEqual([{ name: 'Value', values: ['25', '50'] }]);
  });
});

describe('varied prices', () => {
  it('compares sale state, sale price when on sale, and price', () => {
    expect(hasVariedPrices({ productType: 1, variants: [{ price: 100 }, { price: 100 }] })).toBe(
      false,
    );
    expect(hasVariedPrices({ productType: 1, variants: [{ price: 100 }, { price: 150 }] })).toBe(
      true,
    );
    expect(
      hasVariedPrices({
        productType: 1,
        variants: [
          { price: 100, onSale: true, salePrice: 80 },
          { price: 100, onSale: true, salePrice: 90 },
        ],
      }),
    ).toBe(true);
    expect(
      hasVariedPrices({
        productType: 1,
        variants: [{ price: 100, salePrice: 80 }, { price: 100 }],
      }),
    ).toBe(false);
  });

  it('compares money values by amount and currency', () => {
    const money = (value: string) => ({ priceMoney: { value, currency: 'USD' } });
    expect(hasVariedPrices({ productType: 3, variants: [money('10.00'), money('10')] })).toBe(
      false,
    );
    expect(hasVariedPrices({ productType: 3, variants: [money('10.00'), money('12.00')] })).toBe(
      true,
    );
  });

  it('is false for digital products and unknown types', () => {
    const variants = [{ price: 1 }, { price: 2 }];
    expect(hasVariedPrices({ productType: 2, variants })).toBe(false);
    expect(hasVariedPrices({ variants })).toBe(false);
  });
});

describe('variant descriptor', () => {
  it('joins the option values with slashes', () => {
    expect(variantDescriptor({ optionValues: [{ value: 'blue' }, { value: 'L' }] })).toBe(
      'blue / L',
    );
    expect(variantDescriptor({})).toBe('');
  });
});

describe('variant text', () => {
  it('names the variant by its options, in order', () => {
    expect(variantText({ Color: 'Black', Size: 'S' })).toBe('Color: Black, Size: S');
    expect(variantText({})).toBe('');
  });
});

describe('option ordering', () => {
  it("keeps the merchant's order, else the first variant's attribute order", () => {
    const variants = [{ attributes: { Size: 'S', Color: 'Red' } }];
    expect(optionOrdering(['Color', 'Size'], variants)).toEqual(['Color', 'Size']);
    expect(optionOrdering(undefined, variants)).toEqual(['Size', 'Color']);
    expect(optionOrdering(undefined, [])).toEqual([]);
  });
});
