/** A cached currency formatter for the store's locale and currency. */
export interface CurrencyFormatter {
  /** Digits after the decimal point (2 for USD, 0 for JPY). */
  readonly fractionDigits: number;
  /** `6.25` -> `$6.25`. */
  format(major: number): string;
}

const cache = new Map<string, CurrencyFormatter>();

export function currencyFormatter(locale: string, currency: string): CurrencyFormatter {
  const key = `${locale}|${currency}`;
  let formatter = cache.get(key);
  if (!formatter) {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatter = {
      fractionDigits: intl.resolvedOptions().maximumFractionDigits ?? 2,
      format: (major) => intl.format(major),
    };
    cache.set(key, formatter);
  }
  return formatter;
}
