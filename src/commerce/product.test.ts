/** Tests of reading prices, product prices and subscriptions. */
import { describe, expect, it } from 'vitest';
import { decimalText } from './money';
import {
  type Price,
  highestPrice,
  isSubscribable,
  lowestPrice,
  lowestVariantPricingOptions,
  readPrice,
  salePrice,
  subscriptionDuration,
  subscriptionPlan,
} from './product';

const show = (p: Price): string => `${decimalText(p.amount)} ${p.currency}`;
const money = (value: string, currency?: string) => ({ value, ...(currency ? { currency } : {}) });

describe('readPrice', () => {
  it('reads { value, currency } and { decimalValue, currencyCode }', () => {
    expect(show(readPrice(money('12.50', 'EUR')))).toBe('12.5 EUR');
    expect(show(readPrice({ decimalValue: 3, currencyCode: 'JPY' }))).toBe('3 JPY');
  });

  it('defaults a missing or unreadable amount to 0 and the currency to USD', () => {
    expect(show(readPrice(undefined))).toBe('0 USD');
    expect(show(readPrice({ value: 'n/a', currency: '  ' }))).toBe('0 USD');
  });
});

describe('product prices', () => {
  const physical = {
    productType: 1,
    variants: [
      { priceMoney: money('20.00', 'GBP') },
      { onSale: true, priceMoney: money('30'), salePriceMoney: money('7.5') },
      { onSale: true, priceMoney: money('25'), salePriceMoney: money('.5') },
      { priceMoney: money('10') },
    ],
  };

  it('from price: the lowest current price, a sale price while on sale', () => {
    expect(show(lowestPrice(physical))).toBe('0.5 USD');
  });

  it('normal price: the highest regular price', () => {
    expect(show(highestPrice(physical))).toBe('30 USD');
  });

  it('sale price: the lowest sale price among variants on sale, else 0', () => {
    expect(show(salePrice(physical))).toBe('0.5 USD');
    expect(show(salePrice({ productType: 1, variants: [{ priceMoney: money('1') }] }))).toBe(
      '0 USD',
    );
  });

  it('keeps the first variant on equal prices', () => {
    const tie = {
      productType: 3,
      variants: [{ priceMoney: money('5', 'EUR') }, { priceMoney: money('5.00', 'CAD') }],
    };
    expect(show(lowestPrice(tie))).toBe('5 EUR');
    expect(show(highestPrice(tie))).toBe('5 EUR');
  });

  it("reads a digital product's own prices", () => {
    const digital = {
      productType: 2,
      onSale: true,
      priceMoney: money('9'),
      salePriceMoney: money('4'),
    };
    expect(show(lowestPrice(digital))).toBe('9 USD');
    expect(show(highestPrice(digital))).toBe('9 USD');
    expect(show(salePrice(digital))).toBe('4 USD');
    expect(show(highestPrice({ productType: 2 }))).toBe('0 USD');
  });

  it('is 0 USD without variants, for unknown types and for gift-card sale prices', () => {
    expect(show(lowestPrice({ productType: 1, variants: [] }))).toBe('0 USD');
    expect(show(highestPrice({ productType: -1, variants: physical.variants }))).toBe('0 USD');
    expect(show(salePrice({ productType: 4, variants: physical.variants }))).toBe('0 USD');
  });
});

describe('subscriptions', () => {
  it('reads subscribable as the platform does', () => {
    expect(isSubscribable({ isSubscribable: true })).toBe(true);
    expect(isSubscribable({ isSubscribable: 'true' })).toBe(true);
    expect(isSubscribable({ isSubscribable: 'yes' })).toBe(false);
    expect(isSubscribable({})).toBe(false);
  });

  it('reads the plan; a missing period or one no wording covers is no plan', () => {
    const plan = (billingPeriod: unknown, numBillingCycles?: unknown) => ({
      subscriptionPlan: { billingPeriod, numBillingCycles },
    });
    expect(subscriptionPlan(plan({ value: '2', unit: 'MONTH' }, 3))).toEqual({
      value: 2,
      unit: 'MONTH',
      cycles: 3,
    });
    expect(subscriptionPlan(plan({ value: 1, unit: 'WEEK' }))).toEqual({
      value: 1,
      unit: 'WEEK',
      cycles: 0,
    });
    expect(subscriptionPlan(plan(undefined))).toBeUndefined();
    expect(subscriptionPlan(plan({ value: 1, unit: 'DAY' }))).toBeUndefined();
    expect(subscriptionPlan(plan({ value: 0, unit: 'WEEK' }))).toBeUndefined();
  });

  it('gives finite durations in whole years when they are, else in the billing unit', () => {
    expect(subscriptionDuration({ value: 2, unit: 'WEEK', cycles: 26 })).toEqual({
      value: 1,
      unit: 'YEAR',
    });
    expect(subscriptionDuration({ value: 1, unit: 'MONTH', cycles: 36 })).toEqual({
      value: 3,
      unit: 'YEAR',
    });
    expect(subscriptionDuration({ value: 2, unit: 'MONTH', cycles: 7 })).toEqual({
      value: 14,
      unit: 'MONTH',
    });
    expect(subscriptionDuration({ value: 1, unit: 'WEEK', cycles: 0 })).toBeUndefined();
  });

  it('takes the pricing options of the variant with the lowest current price', () => {
    const content = {
      productType: 1,
      variants: [
        { priceMoney: money('10'), pricingOptions: [{ id: 'a' }] },
        {
          onSale: true,
          priceMoney: money('20'),
          salePriceMoney: money('5'),
          pricingOptions: [{ id: 'b' }],
        },
      ],
    };
    expect(lowestVariantPricingOptions(content)).toEqual([{ id: 'b' }]);
    expect(lowestVariantPricingOptions({ ...content, productType: 2 })).toBeUndefined();
    expect(
      lowestVariantPricingOptions({ productType: 1, variants: [{ pricingOptions: [] }] }),
    ).toBeUndefined();
  });
});
