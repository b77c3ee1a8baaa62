/**
 * Pay-later installment rules (section 5 of storefront-commerce-and-forms.md): which provider
 * and locale a store gets, whether an amount is in range, and what each installment costs.
 * Pure functions: the pill, its tests and any future formatter share them.
 */
import { physical } from '../../commerce/product-type-codes';

/** Installments a price is split into unless the provider says otherwise. */
export const DEFAULT_INSTALLMENT_COUNT = 4;

export type InstallmentBrand = 'Afterpay' | 'Clearpay';

/** The store's provider locale, e.g. `en_US`, and the brand shoppers see for it. */
export interface InstallmentLocale {
  readonly locale: string;
  readonly brand: InstallmentBrand;
}

/**
 * Per store country, the brand its shoppers see and the languages it offers, the first the
 * fallback (the documents' country and language pairs, and their brand per locale: Clearpay for
 * en_GB, Afterpay for every other).
 */
const PROVIDERS: Readonly<Record<string, readonly [InstallmentBrand, ...string[]]>> = {
  US: ['Afterpay', 'en'],
  CA: ['Afterpay', 'en', 'fr'],
  AU: ['Afterpay', 'en'],
  NZ: ['Afterpay', 'en'],
  GB: ['Clearpay', 'en'],
};

/**
 * The provider locale for a store in `country` (the payment account's country) and a shopper
 * reading `language` (`fr`, `fr-CA` or `fr_CA`): the shopper's language when the country offers
 * it, else the country's first. Undefined where no provider operates.
 */
export function installmentLocale(
  country: string,
  language: string | undefined,
): InstallmentLocale | undefined {
  const upper = country.toUpperCase();
  const provider = PROVIDERS[upper];
  if (!provider) return undefined;
  const [brand, ...languages] = provider;
  const wanted = language?.toLowerCase().split(/[-_]/)[0];
  const chosen = languages.find((offered) => offered === wanted) ?? languages[0];
  return { locale: `${chosen}_${upper}`, brand };
}

/** Where an amount stands against the provider's limits. */
export type InstallmentRange = 'in-range' | 'below-minimum' | 'above-maximum';

/** Eligible when strictly above the minimum and not above the maximum (all in minor units). */
export function installmentRange(
  totalCents: number,
  minCents: number,
  maxCents: number,
): InstallmentRange {
  if (totalCents > maxCents) return 'above-maximum';
  return totalCents > minCents ? 'in-range' : 'below-minimum';
}

/**
 * One installment in minor units (`2500` in 4 -> `625`); it may be fractional, formatting rounds
 * it to the currency's digits.
 */
export function installmentAmount(
  totalCents: number,
  count: number = DEFAULT_INSTALLMENT_COUNT,
): number {
  return totalCents / count;
}

/**
 * Whether a cart can show installment messaging: not empty and every entry physical (only
 * physical goods can be paid in installments). An entry
 * whose type is unknown counts as not physical, so the pill never promises what checkout refuses.
 */
export function cartAllowsInstallments(
  entries: readonly { readonly productType?: number | undefined }[],
): boolean {
  return entries.length > 0 && entries.every((entry) => entry.productType === physical);
}
