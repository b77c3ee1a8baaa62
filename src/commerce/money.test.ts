/** Tests of money: currencies, exact decimals, legacy and CLDR formats, minor to major units. */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CURRENCIES, currencyForRegion, isSupportedCurrency, minorUnitDigits } from './currencies';
import {
  compareDecimals,
  decimalText,
  formatCldrMoney,
  formatApiMoney,
  minorToMajor,
  formatLegacyMoney,
  formatMoney,
  localCurrency,
  minorToDecimal,
  movePoint,
  numberFormat,
  parseDecimal,
  roundHalfEven,
  usableLocale,
  type Decimal,
} from './money';

const dec = (text: string): Decimal => {
  const d = parseDecimal(text);
  if (!d) throw new Error(`test input ${text} is not a decimal`);
  return d;
};
const NBSP = '\u00a0';

describe('currencies', () => {
  it('lists the 27 supported currencies, two decimals each except JPY with none', () => {
    const codes = Object.keys(CURRENCIES);
    expect(codes).toHaveLength(27);
    expect(codes.filter((c) => minorUnitDigits(c) !== 2)).toEqual(['JPY']);
    expect(minorUnitDigits('JPY')).toBe(0);
  });

  it('knows only exact codes as supported; others take their digits from Intl', () => {
    expect(isSupportedCurrency('usd')).toBe(false);
    expect(isSupportedCurrency('toString')).toBe(false);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(minorUnitDigits('??')).toBe(2);
  });

  it('maps regions to their currency, USD for the rest', () => {
    expect(currencyForRegion('DE')).toBe('EUR');
    expect(currencyForRegion('SE')).toBe('SEK');
    expect(currencyForRegion('JP')).toBe('JPY');
    expect(currencyForRegion('PR')).toBe('USD');
    expect(currencyForRegion('LI')).toBe('CHF');
    expect(currencyForRegion('AQ')).toBe('USD');
    expect(currencyForRegion(undefined)).toBe('USD');
  });
});

describe('exact decimals', () => {
  it('reads numbers and decimal strings, rejects anything else', () => {
    expect(decimalText(dec('12.50'))).toBe('12.5');
    expect(decimalText(dec('.5'))).toBe('0.5');
    expect(decimalText(dec(' -007 '))).toBe('-7');
    expect(decimalText(dec('1e3'))).toBe('1000');
    expect(decimalText(dec('-0.00'))).toBe('0');
    expect(decimalText(parseDecimal(1.5e-7) as Decimal)).toBe('0.00000015');
    for (const bad of ['', '.', 'abc', '1.2.3', '1,5', NaN, Infinity, null, {}, undefined])
      expect(parseDecimal(bad)).toBeUndefined();
  });

  it('moves the decimal point without losing digits', () => {
    expect(decimalText(movePoint(dec('2.00'), 2))).toBe('200');
    expect(decimalText(movePoint(dec('.25'), 2))).toBe('25');
    expect(decimalText(movePoint(dec('-1.5'), 2))).toBe('-150');
    expect(decimalText(movePoint(dec('12345678901234567'), -2))).toBe('123456789012345.67');
  });

  it('turns API minor units into decimal amounts', () => {
    expect(minorToDecimal('1999', 'USD')).toBe('19.99');
    expect(minorToDecimal('-5', 'EUR')).toBe('-0.05');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
    expect(() => minorToDecimal('12a', 'USD')).toThrow(/not a number of minor units/);
  });

  const decimalArb = fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }))
    .map(([neg, digits, scale]) => dec(`${neg ? '-' : ''}${digits}e-${scale}`));

  it('round-trips through its text and through moving the point back', () => {
    fc.assert(
      fc.property(decimalArb, fc.integer({ min: -30, max: 30 }), (d, n) => {
        expect(parseDecimal(decimalText(d))).toEqual(d);
        expect(movePoint(movePoint(d, n), -n)).toEqual(d);
      }),
    );
  });

  it('rounds half to even exactly as Intl does (the legacy digits and the native amounts)', () => {
    fc.assert(
      fc.property(decimalArb, fc.integer({ min: 0, max: 4 }), (d, places) => {
        const intl = new Intl.NumberFormat('en-US', {
          minimumFractionDigits: places,
          maximumFractionDigits: places,
          roundingMode: 'halfEven',
          useGrouping: false,
          signDisplay: 'negative',
        });
        const rounded = roundHalfEven(d, places);
        expect(decimalText({ ...rounded, frac: rounded.frac.padEnd(places, '0') })).toBe(
          intl.format(decimalText(d) as Intl.StringNumericLiteral),
        );
      }),
      {
        examples: [
          [dec('9.995'), 2],
          [dec('-0.125'), 2],
          [dec('0.5'), 0],
          [dec('1.5'), 0],
        ],
      },
    );
  });

  it('orders decimals as numbers do', () => {
    const small = fc
      .integer({ min: -1e9, max: 1e9 })
      .map((n) => [n / 1000, dec(String(n / 1000))] as const);
    fc.assert(
      fc.property(small, small, ([x, a], [y, b]) => {
        expect(Math.sign(compareDecimals(a, b))).toBe(Math.sign(x - y));
      }),
    );
  });
});

describe('legacy money format', () => {
  const legacy = (value: string, currency: string, locale: string): string =>
    formatLegacyMoney(dec(value), currency, locale);

  it('puts the symbol before the amount except in da-DK, de-DE, fr-FR and sv-SE', () => {
    expect(legacy('1234.56', 'USD', 'en-US')).toBe('$1,234.56');
    expect(legacy('-1234.56', 'USD', 'en-US')).toBe('-$1,234.56');
    expect(legacy('1234.56', 'EUR', 'de-DE')).toBe('1.234,56€');
    expect(legacy('-1234.56', 'GBP', 'fr-FR')).toBe(`-1${NBSP}234,56£`);
    expect(legacy('1234.56', 'EUR', 'de')).toBe('€1.234,56');
  });

  it('spaces a symbol starting with a letter after the amount, ending with one before it', () => {
    expect(legacy('1234.56', 'AUD', 'de-DE')).toBe('1.234,56 A$');
    expect(legacy('1234.56', 'SEK', 'sv_SE')).toBe(`1${NBSP}234,56 kr`);
    expect(legacy('-1234.56', 'SEK', 'en-US')).toBe('kr -1,234.56');
    expect(legacy('1234.56', 'AUD', 'en-UK')).toBe('A$1,234.56');
  });

  it('rounds half to even to the currency digits; JPY has none', () => {
    expect(legacy('1234.56', 'JPY', 'en-US')).toBe('¥1,235');
    expect(legacy('0.125', 'USD', 'en-US')).toBe('$0.12');
    expect(legacy('0.135', 'USD', 'en-US')).toBe('$0.14');
    expect(legacy('-0.001', 'USD', 'en-US')).toBe('$0.00');
  });

  it("uses the locale's own symbol for a currency outside the table", () => {
    expect(legacy('1235.5', 'KRW', 'en-US')).toBe('₩1,236');
  });

  it('accepts 15 integer places and refuses a 16th', () => {
    expect(legacy('999999999999999.99', 'USD', 'en-US')).toBe('$999,999,999,999,999.99');
    expect(() => legacy('1000000000000000', 'USD', 'en-US')).toThrow(/more than 15 integer digits/);
  });

  it('refuses a locale Intl does not know', () => {
    expect(() => legacy('1', 'USD', 'none')).toThrow(/invalid locale 'none'/);
  });
});

describe('CLDR money format', () => {
  const cldr = (value: string, currency: string, locale: string, o = {}): string =>
    formatCldrMoney(dec(value), currency, locale, o).replace(/\u00a0|\u202f/g, ' ');

  it("follows the locale's pattern and the currency's digits", () => {
    expect(cldr('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(cldr('1234.5', 'EUR', 'de-DE')).toBe('1.234,50 €');
    expect(cldr('1234.5', 'JPY', 'ja')).toBe('￥1,234');
  });

  it('offers the short, name, code and accounting styles', () => {
    expect(cldr('123456.789', 'USD', 'en', { style: 'short' })).toBe('$123K');
    expect(cldr('123456.789', 'USD', 'en', { style: 'name' })).toBe('123,456.79 US dollars');
    expect(cldr('5', 'EUR', 'en', { style: 'code' })).toBe('EUR 5.00');
    expect(cldr('-5', 'USD', 'en', { style: 'accounting' })).toBe('($5.00)');
    expect(cldr('5', 'USD', 'en', { group: false, minfrac: 0, maxfrac: 0 })).toBe('$5');
  });

  it('prints exact digits of long amounts', () => {
    expect(cldr('123456789012345.67', 'USD', 'en')).toBe('$123,456,789,012,345.67');
  });

  it("lays out plain amounts itself exactly as Intl would, in every locale's grouping", () => {
    // Whole or short-fraction amounts take the fast path (no Intl call); whatever the locale's
    // grouping (es from five digits, en-IN by two), digits, sign or currency name, the text is
    // Intl's own.
    const locales = [
      'en-US',
      'de-DE',
      'fr-FR',
      'es-ES',
      'en-IN',
      'ja-JP',
      'ar-EG',
      'de-CH',
      'da',
      'cy',
    ];
    const currencies = ['USD', 'EUR', 'JPY', 'INR', 'CHF', 'KWD'];
    const styles = [{}, { style: 'name' as const }, { style: 'code' as const }, { group: false }];
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...currencies),
        fc.constantFrom(...styles),
        // Every length of whole part alike (1 to 15 digits), a short fraction, either sign.
        fc.stringMatching(/^-?(0|[1-9]\d{0,14})(\.\d{1,3})?$/),
        (locale, currency, options, text) => {
          const amount = dec(text);
          const digits = minorUnitDigits(currency);
          const intl = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            currencyDisplay: 'style' in options ? options.style : 'symbol',
            ...('group' in options ? { useGrouping: false } : {}),
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
            roundingMode: 'halfEven',
            signDisplay: 'negative',
          });
          expect(formatCldrMoney(amount, currency, locale, options)).toBe(
            intl.format(decimalText(amount) as Intl.StringNumericLiteral),
          );
        },
      ),
      { numRuns: 2000, examples: [['da', 'USD', { style: 'name' }, '0.01']] },
    );
  });
});

describe('formatMoney (the widgets entry point)', () => {
  it('reads a number as minor units and a string as a decimal amount', () => {
    expect(formatMoney({ value: 1999, currency: 'USD' }, 'en-US')).toBe('$19.99');
    expect(formatMoney({ value: '19.99', currency: 'USD' }, 'en-US')).toBe('$19.99');
    expect(formatMoney({ value: 1999, currency: 'JPY' }, 'en-US')).toBe('¥1,999');
  });

  it('formats API money (minor units as text)', () => {
    expect(formatApiMoney({ value: '1999', currency: 'usd' }, 'en-US')).toBe('$19.99');
    expect(formatApiMoney({ value: '1999', currency: 'JPY' }, 'ja')).toBe('¥1,999');
    expect(() => formatApiMoney({ value: '19.5x', currency: 'USD' }, 'en-US')).toThrow(RangeError);
  });

  it('formats API money after minorToDecimal', () => {
    const money = { value: '-250', currency: 'EUR' };
    expect(
      formatMoney({ ...money, value: minorToDecimal(money.value, money.currency) }, 'de-DE'),
    ).toBe('-2,50€');
  });

  it('prints the legacy format, upper-cases the code and defaults the currency to USD', () => {
    expect(formatMoney({ value: '1234.5', currency: 'eur' }, 'de-DE')).toBe('1.234,50€');
    expect(formatMoney({ value: 100, currency: ' ' }, 'en-US')).toBe('$1.00');
  });

  it('throws a RangeError naming bad input', () => {
    expect(() => formatMoney({ value: 'ten', currency: 'USD' }, 'en-US')).toThrow(RangeError);
    expect(() => formatMoney({ value: 'ten', currency: 'USD' }, 'en-US')).toThrow(
      /ten is not an amount/,
    );
    expect(() => formatMoney({ value: 1, currency: 'USD' }, 'xx-!!')).toThrow(/invalid locale/);
  });
});

describe('locales and the formatter cache', () => {
  it('canonicalizes tags and rejects unusable ones', () => {
    expect(usableLocale('en_us')).toBe('en-US');
    expect(usableLocale('none')).toBeUndefined();
  });

  it('finds the currency of the locale region', () => {
    expect(localCurrency('en')).toBe('USD');
    expect(localCurrency('fr-FR')).toBe('EUR');
    expect(localCurrency('en-UK')).toBe('GBP');
    expect(localCurrency('none')).toBe('USD');
  });

  it('still formats where Intl rejects signDisplay negative (engines before NumberFormat v3)', () => {
    const Real = Intl.NumberFormat;
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      locale?: string | string[],
      options?: Intl.NumberFormatOptions,
    ) {
      if (options?.signDisplay === 'negative') throw new RangeError('signDisplay');
      return new Real(locale, options);
    } as unknown as typeof Intl.NumberFormat);
    try {
      expect(formatCldrMoney(dec('-1.50'), 'NZD', 'en-NZ')).toBe('-$1.50');
    } finally {
      spy.mockRestore();
    }
  });

  it('reuses a formatter per locale and options, keeping the 100 most recently used', () => {
    const first = numberFormat('en-US', { minimumFractionDigits: 1 });
    expect(numberFormat('en-US', { minimumFractionDigits: 1 })).toBe(first);
    expect(numberFormat('en-GB', { minimumFractionDigits: 1 })).not.toBe(first);
    for (let i = 0; i < 100; i++)
      numberFormat('en-US', {
        maximumSignificantDigits: 1 + (i % 21),
        minimumIntegerDigits: 1 + Math.floor(i / 21),
      });
    expect(numberFormat('en-US', { minimumFractionDigits: 1 })).not.toBe(first);
  });
});

describe('minorToMajor', () => {
  it('gives event payloads a number of major units', () => {
    expect(minorToMajor(3998, 'USD')).toBe(39.98);
    expect(minorToMajor('1500', 'JPY')).toBe(1500);
  });
});

describe('decimals without regular expressions (the zero trimming of parseDecimal and movePoint)', () => {
  /** The trimming as it was written with regular expressions: the reference it must equal. */
  const trimmed = (negative: boolean, digits: string, point: number) => {
    const padded =
      point < 0
        ? '0'.repeat(-point) + digits
        : digits + '0'.repeat(Math.max(0, point - digits.length));
    const at = Math.max(point, 0);
    const int = padded.slice(0, at).replace(/^0+/, '') || '0';
    const frac = padded.slice(at).replace(/0+$/, '');
    return { negative: negative && (int !== '0' || frac !== ''), int, frac };
  };
  const digits = fc.stringMatching(/^[0-9]{0,12}$/);

  it('reads any decimal text as the regular expressions did', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        digits,
        digits,
        fc.integer({ min: -30, max: 30 }),
        (neg, i, f, e) => {
          if (i === '' && f === '') return;
          const text = `${neg ? '-' : ''}${i}${f === '' ? '' : `.${f}`}${e === 0 ? '' : `e${e}`}`;
          expect(parseDecimal(text)).toEqual(trimmed(neg, i + f, i.length + e));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('moves the point as the regular expressions did', () => {
    fc.assert(
      fc.property(digits, fc.integer({ min: -20, max: 20 }), (i, places) => {
        const d = parseDecimal(i === '' ? '0' : i) as NonNullable<ReturnType<typeof parseDecimal>>;
        expect(movePoint(d, places)).toEqual(
          trimmed(d.negative, d.int + d.frac, d.int.length + places),
        );
      }),
    );
  });
});
