/**
 * The store currencies of the commerce document (section "Supported currencies"): 27 ISO 4217
 * codes, each with the symbol the platform prints and its number of minor-unit digits (two,
 * except JPY with none).
 */

/**
 * Code and legacy symbol of each currency, in the commerce document's order: the one list of
 * the 27 (the type below, the mock catalogue's check and the money formats all read it; text,
 * because it gzips well). The symbols of AUD, CAD, DKK, EUR, GBP, JPY, NOK, SEK and USD are
 * the platform's legacy choices (the i18n-money-format corpus cases rely on them); the others
 * are the symbols customary in the currency's home market.
 */
const SYMBOLS =
  'EUR € USD $ AUD A$ NOK kr CAD C$ NZD NZ$ DKK kr GBP £ HKD HK$ CHF CHF MXN MX$ SGD S$ SEK kr CZK Kč ILS ₪ PHP ₱ RUB ₽ PLN zł THB ฿ MYR RM ARS AR$ BRL R$ COP COL$ IDR Rp INR ₹ JPY ¥ ZAR R';

/** The codes of a `code symbol code symbol ...` text. */
type CodesOf<T extends string> = T extends `${infer Code} ${string} ${infer Rest}`
  ? Code | CodesOf<Rest>
  : T extends `${infer Code} ${string}`
    ? Code
    : never;

/** A supported store currency. */
export type CurrencyCode = CodesOf<typeof SYMBOLS>;

/** What the platform knows of a currency. */
export interface CurrencyInfo {
  /** Printed by the legacy money format (`A$`, `kr`, `€` ...). */
  readonly symbol: string;
  /** Digits after the decimal point; the value of one major unit is 10^digits minor units. */
  readonly digits: number;
}

/** The 27 currencies: symbol and minor-unit digits (two, except JPY with none). */
export const CURRENCIES = Object.fromEntries(
  (SYMBOLS.match(/\S+ \S+/g) as string[]).map((pair) => {
    const [code = '', symbol = ''] = pair.split(' ');
    return [code, { symbol, digits: code === 'JPY' ? 0 : 2 }];
  }),
) as Readonly<Record<CurrencyCode, CurrencyInfo>>;

/** The 27 codes, in the commerce document's order. */
export const CURRENCY_CODES = /* @__PURE__ */ Object.keys(CURRENCIES) as [
  CurrencyCode,
  ...CurrencyCode[],
];

/** The store currency unless site settings select another. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** Money amounts carry at most this many digits before the decimal point. */
export const MAX_INTEGER_DIGITS = 15;

/** True for one of the 27 supported codes (exact, upper case). */
export function isSupportedCurrency(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}

/** The table entry of a supported currency, else `undefined`. */
export function currencyInfo(code: string): CurrencyInfo | undefined {
  return isSupportedCurrency(code) ? CURRENCIES[code] : undefined;
}

/**
 * Minor-unit digits of a currency: the table's for the 27, else what the browser's `Intl`
 * data says, else 2.
 * @example minorUnitDigits('JPY') // 0
 */
export function minorUnitDigits(code: string): number {
  const info = currencyInfo(code);
  if (info) return info.digits;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Euro-area regions. Every other supported currency is its home region's code plus a letter (ISO 4217). */
const EURO_REGIONS =
  /* @__PURE__ */
  'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK'.split(' ');
/** Regions using another region's currency. */
const BORROWED: Readonly<Record<string, CurrencyCode>> = { PR: 'USD', LI: 'CHF' };

/**
 * The supported currency used in a region (ISO 3166 alpha-2), else the default currency.
 * @example currencyForRegion('DE') // 'EUR'
 */
export function currencyForRegion(region: string | undefined): CurrencyCode {
  if (region === undefined) return DEFAULT_CURRENCY;
  if (EURO_REGIONS.includes(region)) return 'EUR';
  if (Object.hasOwn(BORROWED, region)) return BORROWED[region] as CurrencyCode;
  const home = Object.keys(CURRENCIES).find((code) => code.slice(0, 2) === region);
  return (home as CurrencyCode | undefined) ?? DEFAULT_CURRENCY;
}
