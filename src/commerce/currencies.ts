/**
 * The store currencies of the commerce document (section "Supported currencies"): 27 ISO 4217
 * codes, each with the symbol the platform prints and its number of minor-unit digits (two,
 * except JPY with none).
 */

/** A supported store currency. */
export type CurrencyCode =
  | 'EUR'
  | 'USD'
  | 'AUD'
  | 'NOK'
  | 'CAD'
  | 'NZD'
  | 'DKK'
  | 'GBP'
  | 'HKD'
  | 'CHF'
  | 'MXN'
  | 'SGD'
  | 'SEK'
  | 'CZK'
  | 'ILS'
  | 'PHP'
  | 'RUB'
  | 'PLN'
  | 'THB'
  | 'MYR'
  | 'ARS'
  | 'BRL'
  | 'COP'
  | 'IDR'
  | 'INR'
  | 'JPY'
  | 'ZAR';

/** What the platform knows of a currency. */
export interface CurrencyInfo {
  /** Printed by the legacy money format (`A$`, `kr`, `€` ...). */
  readonly symbol: string;
  /** Digits after the decimal point; the value of one major unit is 10^digits minor units. */
  readonly digits: number;
}

/**
 * The 27 currencies. The symbols of AUD, CAD, DKK, EUR, GBP, JPY, NOK, SEK and USD are the
 * platform's legacy choices (the i18n-money-format corpus cases rely on them); the others are the
 * symbols customary in the currency's home market.
 */
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  EUR: { symbol: '€', digits: 2 },
  USD: { symbol: '$', digits: 2 },
  AUD: { symbol: 'A$', digits: 2 },
  NOK: { symbol: 'kr', digits: 2 },
  CAD: { symbol: 'C$', digits: 2 },
  NZD: { symbol: 'NZ$', digits: 2 },
  DKK: { symbol: 'kr', digits: 2 },
  GBP: { symbol: '£', digits: 2 },
  HKD: { symbol: 'HK$', digits: 2 },
  CHF: { symbol: 'CHF', digits: 2 },
  MXN: { symbol: 'MX$', digits: 2 },
  SGD: { symbol: 'S$', digits: 2 },
  SEK: { symbol: 'kr', digits: 2 },
  CZK: { symbol: 'Kč', digits: 2 },
  ILS: { symbol: '₪', digits: 2 },
  PHP: { symbol: '₱', digits: 2 },
  RUB: { symbol: '₽', digits: 2 },
  PLN: { symbol: 'zł', digits: 2 },
  THB: { symbol: '฿', digits: 2 },
  MYR: { symbol: 'RM', digits: 2 },
  ARS: { symbol: 'AR$', digits: 2 },
  BRL: { symbol: 'R$', digits: 2 },
  COP: { symbol: 'COL$', digits: 2 },
  IDR: { symbol: 'Rp', digits: 2 },
  INR: { symbol: '₹', digits: 2 },
  JPY: { symbol: '¥', digits: 0 },
  ZAR: { symbol: 'R', digits: 2 },
};

/** The store currency unless site settings select another. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** Money amounts carry at most this many digits before the decimal point. */
export const MAX_INTEGER_DIGITS = 15;

const hasOwn = Object.prototype.hasOwnProperty;

/** True for one of the 27 supported codes (exact, upper case). */
export function isSupportedCurrency(code: string): code is CurrencyCode {
  return hasOwn.call(CURRENCIES, code);
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

/** Euro-area regions; every other supported currency has one home region (two for CHF, USD). */
const EURO_REGIONS =
  'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK'.split(' ');
const HOME_REGIONS: Readonly<Record<string, CurrencyCode>> = {
  US: 'USD',
  PR: 'USD',
  AU: 'AUD',
  NO: 'NOK',
  CA: 'CAD',
  NZ: 'NZD',
  DK: 'DKK',
  GB: 'GBP',
  HK: 'HKD',
  CH: 'CHF',
  LI: 'CHF',
  MX: 'MXN',
  SG: 'SGD',
  SE: 'SEK',
  CZ: 'CZK',
  IL: 'ILS',
  PH: 'PHP',
  RU: 'RUB',
  PL: 'PLN',
  TH: 'THB',
  MY: 'MYR',
  AR: 'ARS',
  BR: 'BRL',
  CO: 'COP',
  ID: 'IDR',
  IN: 'INR',
  JP: 'JPY',
  ZA: 'ZAR',
};

/**
 * The supported currency used in a region (ISO 3166 alpha-2), else the default currency.
 * @example currencyForRegion('DE') // 'EUR'
 */
export function currencyForRegion(region: string | undefined): CurrencyCode {
  if (region === undefined) return DEFAULT_CURRENCY;
  if (EURO_REGIONS.includes(region)) return 'EUR';
  return hasOwn.call(HOME_REGIONS, region)
    ? (HOME_REGIONS[region] as CurrencyCode)
    : DEFAULT_CURRENCY;
}
