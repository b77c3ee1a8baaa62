/** Tests of the money formatters: corpus cases, cents, percentages, CLDR money, prices. */
import { describe, expect, it } from 'vitest';
import { runCase } from './conformance';
import { CORPUS_DIR, corpusPresent, loadCorpus } from './corpus';
import { moneyOptions } from './i18n/currency';
import { createStandardEngine } from './standard';

const engine = createStandardEngine();
const render = (src: string, data: unknown, locale?: string) =>
  engine.render(src, data, locale === undefined ? {} : { locale });
const out = (src: string, data: unknown, locale?: string): string =>
  render(src, data, locale)
    .output.trim()
    .replace(/\u00a0|\u202f/g, ' ');

describe('money conformance cases', () => {
  const dir = CORPUS_DIR;
  const mine =
    /^plugins\/(f-(money|bookkeeper-money-format|percentage-format|normal-price|sale-price|from-price|product-price|subscription-price)|i18n\/i18n-money-format-)/;
  const cases = corpusPresent(dir)
    ? loadCorpus(dir).filter((c) => c.kind === 'render' && mine.test(c.name))
    : [];
  it.skipIf(cases.length === 0)('finds the money cases of the corpus', () => {
    expect(cases.length).toBeGreaterThanOrEqual(111);
  });
  it.skipIf(cases.length === 0).each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = runCase(engine, c);
    expect(result.detail ?? '').toBe(result.pass ? '' : (c.sections.OUTPUT ?? '').trim());
    expect(result.pass).toBe(true);
  });
});

describe('money of cents: money-format, moneyFormat, money-string, bookkeeper-money-format', () => {
  it('prints cents as an amount with two decimals and grouping', () => {
    expect(out('{@|money-format}', 123456789)).toBe('1,234,567.89');
    expect(out('{@|moneyFormat}', '-5')).toBe('-0.05');
    expect(out('{@|money-string}', 100)).toBe('<span class="sqs-money-native">1.00</span>');
  });

  it('records an error and prints nothing new for input that is not a number', () => {
    const result = render('{@|money-format}', { a: 1 });
    expect(result.errors.map((e) => e.message).join()).toMatch(/money-format.*is not a number/);
  });

  it("bookkeeper: the currency of the locale's region", () => {
    expect(out('{@|bookkeeper-money-format}', 123456, 'de-DE')).toBe('1.234,56 €');
    expect(out('{@|bookkeeper-money-format}', 123456, 'en-GB')).toBe('£1,234.56');
    expect(out('{@|bookkeeper-money-format}', 'junk', 'en-US')).toBe('$0.00');
  });
});

describe('percentage-format', () => {
  it('prints two to three decimals, or trims the zeros', () => {
    expect(out('{@|percentage-format}', 12.3456)).toBe('12.346');
    expect(out('{@|percentage-format trim}', 12.5)).toBe('12.5');
    expect(out('{@|percentage-format}', 1234.5, 'fr-FR')).toBe('1 234,50');
    expect(out('{@|percentage-format}', 5, 'none')).toBe('');
  });
});

describe('i18n-money-format (legacy) and money (CLDR)', () => {
  const usd = { decimalValue: '1234.5', currencyCode: 'USD' };

  it('i18n-money-format takes its locale from the argument, en-US by default', () => {
    expect(out('{@|i18n-money-format}', usd, 'de-DE')).toBe('$1,234.50');
    expect(out('{@|i18n-money-format sv-SE}', { ...usd, currencyCode: 'SEK' })).toBe('1 234,50 kr');
    // Without an amount it prints nothing, as the corpus's f-missing-1 shows.
    expect(out('{@|i18n-money-format}', {})).toBe('');
  });

  it('i18n-money-format records an invalid locale', () => {
    const result = render('{@|i18n-money-format none}', usd);
    expect(result.errors.map((e) => e.message).join()).toMatch(/invalid locale 'none'/);
  });

  it('money formats in the render locale and reads both money shapes', () => {
    expect(out('{@|money}', usd, 'de-DE')).toBe('1.234,50 $');
    expect(out('{@|money style:code}', { value: '7', currency: 'EUR' })).toBe('EUR 7.00');
    expect(out('{@|money symbol:narrow}', { value: '7', currency: 'CAD' }, 'en-US')).toBe('$7.00');
  });

  it('money is missing without a complete money node', () => {
    expect(out('{@|money}', { decimalValue: '1' })).toBe('');
    expect(out('{@|money}', 'USD 5')).toBe('');
    expect(out('{@|money}', { value: '5', currency: 'USD' }, 'none')).toBe('');
  });

  it('money options: styles, grouping, rounding and digit counts', () => {
    expect(
      moneyOptions(['style:standard', 'no-group', 'maxfrac:99', 'minSig:0', 'round:down', 'x:1']),
    ).toEqual({
      style: 'symbol',
      group: false,
      round: 'trunc',
      maxfrac: 50,
      minsig: 0,
    });
    expect(moneyOptions(['style:unknown', 'symbol:narrow'])).toEqual({ narrow: true });
  });

  it('money applies the number options within what Intl accepts', () => {
    const m = { value: '1234.567', currency: 'USD' };
    expect(out('{@|money maxFrac:0 no-group}', m)).toBe('$1235');
    expect(out('{@|money round:down}', m)).toBe('$1,234.56');
    expect(out('{@|money minSig:0 maxSig:99}', m)).toBe('$1,234.567');
    expect(out('{@|money minInt:5 minfrac:3}', { value: '1.5', currency: 'JPY' })).toBe(
      '¥00,001.500',
    );
  });
});

describe('product prices', () => {
  const item = (structuredContent: object, extra: object = {}) => ({ structuredContent, ...extra });
  const tee = {
    productType: 1,
    variants: [
      { price: 1000, priceMoney: { value: '10.00', currency: 'EUR' } },
      {
        price: 1000,
        onSale: true,
        salePrice: 500,
        priceMoney: { value: '10.00', currency: 'EUR' },
        salePriceMoney: { value: '5.00', currency: 'EUR' },
      },
    ],
  };

  it('normal-price, sale-price and from-price print whole cents', () => {
    expect(out('{@|normal-price} {@|sale-price} {@|from-price}', item(tee))).toBe('1000 500 500');
  });

  it('product-price switches to the CLDR format with the website setting, in the render locale', () => {
    const one = item({ productType: 2, priceMoney: { value: '1234.5', currency: 'EUR' } });
    expect(out('{@|product-price}', one)).toBe(
      '<div class="product-price">\n<span class="sqs-money-native">1,234.50</span>\n</div>',
    );
    expect(
      out('{@|product-price}', { ...one, website: { useCLDRMoneyFormat: true } }, 'de-DE'),
    ).toBe('<div class="product-price">\n1.234,50 €\n</div>');
  });

  it('product-price uses the localized from text and escaped sale labels', () => {
    const data = item(tee, {
      localizedStrings: { productPriceFromText: 'ab {fromPrice}', salePriceText: 'Sale <b>' },
    });
    expect(out('{@|product-price}', data)).toBe(
      '<div class="product-price">\nab <span class="sqs-money-native">5.00</span>\n\n</div>',
    );
    const onSale = item(
      { ...tee, variants: [tee.variants[1]] },
      { localizedStrings: { salePriceText: 'Sale <b>' } },
    );
    expect(out('{@|product-price}', onSale)).toBe(
      '<div class="product-price">\n' +
        '<span class="visually-hidden v6-visually-hidden">Sale &lt;b&gt;</span>' +
        '<span class="sqs-money-native">5.00</span> ' +
        '<span class="visually-hidden v6-visually-hidden">Original Price:</span>' +
        '<span class="original-price"><span class="sqs-money-native">10.00</span></span>\n\n</div>',
    );
  });

  it("a subscription whose period no wording covers reads 'Unavailable'", () => {
    const plan = { billingPeriod: { value: 1, unit: 'DAY' } };
    const data = item({ ...tee, isSubscribable: true, subscriptionPlan: plan });
    expect(out('{@|product-price}', data)).toBe(
      '<div class="product-price">\nUnavailable\n\n</div>',
    );
  });

  it('a yearly subscription is worded per year', () => {
    const plan = { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 2 };
    const data = item({
      productType: 1,
      isSubscribable: true,
      subscriptionPlan: plan,
      variants: [tee.variants[0]],
    });
    expect(out('{@|product-price}', data)).toBe(
      '<div class="product-price">\n<span class="sqs-money-native">10.00</span> every year for 2 years\n</div>',
    );
  });

  it('subscription-price shows the first pricing option of the cheapest variant, CLDR on request', () => {
    const data = item(
      {
        productType: 1,
        variants: [
          {
            priceMoney: { value: '20' },
            pricingOptions: [{ priceMoney: { value: '18', currency: 'GBP' } }],
          },
        ],
      },
      { website: { useCLDRMoneyFormat: true } },
    );
    expect(out('{@|subscription-price}', data, 'en-GB')).toBe(
      '<div class="subscription-price">\n£18.00\n</div>',
    );
  });
});
