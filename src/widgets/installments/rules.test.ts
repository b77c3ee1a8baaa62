/** Tests of the installment rules: locale, range, amount, carts that allow them. */
import { describe, expect, it } from 'vitest';
import {
  cartAllowsInstallments,
  installmentAmount,
  installmentLocale,
  installmentRange,
} from './rules';

describe('installmentLocale', () => {
  it.each([
    ['US', 'en', 'en_US', 'Afterpay'],
    ['CA', 'en', 'en_CA', 'Afterpay'],
    ['CA', 'fr', 'fr_CA', 'Afterpay'],
    ['CA', 'fr-CA', 'fr_CA', 'Afterpay'],
    ['AU', 'en', 'en_AU', 'Afterpay'],
    ['NZ', 'en', 'en_NZ', 'Afterpay'],
    ['GB', 'en', 'en_GB', 'Clearpay'],
    ['gb', 'EN', 'en_GB', 'Clearpay'],
  ])('%s with %s -> %s (%s)', (country, language, locale, brand) => {
    expect(installmentLocale(country, language)).toEqual({ locale, brand });
  });

  it("falls back to the country's first language", () => {
    expect(installmentLocale('US', 'fr')).toEqual({ locale: 'en_US', brand: 'Afterpay' });
    expect(installmentLocale('CA', 'de')).toEqual({ locale: 'en_CA', brand: 'Afterpay' });
    expect(installmentLocale('GB', undefined)).toEqual({ locale: 'en_GB', brand: 'Clearpay' });
  });

  it('has nothing for a country without a provider', () => {
    expect(installmentLocale('FR', 'fr')).toBeUndefined();
    expect(installmentLocale('', 'en')).toBeUndefined();
  });
});

describe('installmentRange', () => {
  it('is in range strictly above the minimum and up to the maximum', () => {
    expect(installmentRange(3500, 3500, 100_000)).toBe('below-minimum');
    expect(installmentRange(3501, 3500, 100_000)).toBe('in-range');
    expect(installmentRange(100_000, 3500, 100_000)).toBe('in-range');
    expect(installmentRange(100_001, 3500, 100_000)).toBe('above-maximum');
    expect(installmentRange(0, 3500, 100_000)).toBe('below-minimum');
  });
});

describe('installmentAmount', () => {
  it('divides the price by the count, in minor units', () => {
    expect(installmentAmount(5000)).toBe(1250);
    expect(installmentAmount(5000, 5)).toBe(1000);
    expect(installmentAmount(1999)).toBe(499.75);
  });
});

describe('cartAllowsInstallments', () => {
  it('needs a non-empty cart of physical items', () => {
    expect(cartAllowsInstallments([])).toBe(false);
    expect(cartAllowsInstallments([{ productType: 1 }, { productType: 1 }])).toBe(true);
    expect(cartAllowsInstallments([{ productType: 1 }, { productType: 2 }])).toBe(false);
    expect(cartAllowsInstallments([{ productType: 1 }, {}])).toBe(false);
  });
});
