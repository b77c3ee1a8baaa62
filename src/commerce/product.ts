/**
 * Product prices as the templates read them: the money nodes of a product's `structuredContent`
 * (`priceMoney` / `salePriceMoney`, a decimal `value` of major units and a `currency`), the
 * lowest, highest and sale price among its variants, and its subscription plan.
 */
import type { Decimal } from './money';
import { ZERO, compareDecimals, parseDecimal } from './money';
import { DEFAULT_CURRENCY } from './currencies';
import {
  isPlain,
  plainOf,
  toNumber,
  truthy,
  variantsOf,
  type ProductContent,
  type VariantData,
} from './product-data';
import { ProductType, productTypeOf } from './product-type';

/** The price fields of a product's `structuredContent` (digital products carry their own prices). */
export interface PricedContent extends ProductContent {
  readonly priceMoney?: unknown;
  readonly salePriceMoney?: unknown;
  /** `{ billingPeriod: { value, unit }, numBillingCycles }`. */
  readonly subscriptionPlan?: unknown;
}

/** A price read from a money node. */
export interface Price {
  /** Major units; a missing or unreadable value is 0. */
  readonly amount: Decimal;
  /** ISO 4217 code; missing is the default currency. */
  readonly currency: string;
}

/** The default price: 0 USD. */
export const DEFAULT_PRICE: Price = { amount: ZERO, currency: DEFAULT_CURRENCY };

/**
 * Reads a money node `{ value, currency }`; the template form `{ decimalValue, currencyCode }`
 * is read too. Missing or unreadable parts take the defaults (0, USD).
 */
export function readPrice(node: unknown): Price {
  if (!isPlain(node)) return DEFAULT_PRICE;
  const value = node.value ?? node.decimalValue;
  const currency = node.currency ?? node.currencyCode;
  const code = typeof currency === 'string' ? currency.trim() : '';
  return { amount: parseDecimal(value) ?? ZERO, currency: code || DEFAULT_CURRENCY };
}

const hasVariantPrices = (type: ProductType | undefined): boolean =>
  type === ProductType.physical || type === ProductType.service || type === ProductType.giftCard;

/** A variant's or pricing option's current price node: the sale price while on sale. */
export function currentPriceNode(entry: {
  readonly onSale?: unknown;
  readonly priceMoney?: unknown;
  readonly salePriceMoney?: unknown;
}): unknown {
  return truthy(entry.onSale) ? entry.salePriceMoney : entry.priceMoney;
}

/**
 * The price a variant or pricing option sells at now, for typed money (the API's and the mock
 * catalogue's): {@link currentPriceNode}. Their data never has a sale without a sale price (the
 * catalogue refuses it); the fallback only keeps the type.
 */
export function currentPrice<M>(entry: {
  readonly onSale?: unknown;
  readonly priceMoney: M;
  readonly salePriceMoney?: M | null | undefined;
}): M {
  return (currentPriceNode(entry) ?? entry.priceMoney) as M;
}

/** Index of the variant whose price is lowest (first wins ties), by `pick`. */
function lowestIndex<T extends object>(
  variants: readonly T[],
  pick: (v: T) => unknown,
  sign: 1 | -1,
): number {
  const amounts = variants.map((v) => readPrice(pick(v)).amount);
  return amounts.reduce(
    (best, amount, i) => (sign * compareDecimals(amount, amounts[best] as Decimal) < 0 ? i : best),
    0,
  );
}

/** The price `pick` reads from the variant that sorts first by `sign` (1 lowest, -1 highest). */
function variantPrice(
  content: PricedContent,
  pick: (v: VariantData) => unknown,
  sign: 1 | -1,
): Price {
  const type = productTypeOf(content.productType);
  if (type === ProductType.digital) return readPrice(content.priceMoney);
  const variants = variantsOf(content);
  if (!hasVariantPrices(type) || variants.length === 0) return DEFAULT_PRICE;
  return readPrice(pick(variants[lowestIndex(variants, pick, sign)] ?? {}));
}

/**
 * The "from" price: the lowest current price (sale price while on sale) among the variants of a
 * physical, service or gift-card product; a digital product's price; else 0 USD.
 */
export const lowestPrice = (content: PricedContent): Price =>
  variantPrice(content, currentPriceNode, 1);

/** The normal price: the highest regular price among the variants; a digital product's price; else 0 USD. */
export const highestPrice = (content: PricedContent): Price =>
  variantPrice(content, (v) => v.priceMoney, -1);

/**
 * The sale price: the lowest sale price among the variants on sale of a physical or service
 * product; a digital product's sale price; else (nothing on sale, gift cards) 0 USD.
 */
export function salePrice(content: PricedContent): Price {
  const type = productTypeOf(content.productType);
  if (type === ProductType.digital) return readPrice(content.salePriceMoney);
  if (type !== ProductType.physical && type !== ProductType.service) return DEFAULT_PRICE;
  const onSale = variantsOf(content).filter((v) => truthy(v.onSale));
  if (onSale.length === 0) return DEFAULT_PRICE;
  return readPrice(onSale[lowestIndex(onSale, (v) => v.salePriceMoney, 1)]?.salePriceMoney);
}

/**
 * The subscription pricing options of the variant with the lowest current price (physical and
 * service products); `undefined` when there are no variants or no options.
 */
export function lowestVariantPricingOptions(
  content: ProductContent,
): readonly Readonly<Record<string, unknown>>[] | undefined {
  const type = productTypeOf(content.productType);
  if (type !== ProductType.physical && type !== ProductType.service) return undefined;
  const variants = variantsOf(content);
  if (variants.length === 0) return undefined;
  const lowest: Readonly<Record<string, unknown>> = {
    ...variants[lowestIndex(variants, currentPriceNode, 1)],
  };
  const options = lowest.pricingOptions;
  return Array.isArray(options) && options.length > 0 ? options.map(plainOf) : undefined;
}

/** Whether the product is sold as a subscription (`true`, `"true"` or a non-zero number). */
export function isSubscribable(content: PricedContent): boolean {
  const v = content.isSubscribable;
  return (
    v === true ||
    (typeof v === 'string' && v.trim() === 'true') ||
    (typeof v === 'number' && v !== 0)
  );
}

/** Billing period units. */
export type PeriodUnit = 'WEEK' | 'MONTH' | 'YEAR';

/** Billing periods per year, by unit: the units a plan may have. */
const PER_YEAR: Readonly<Record<PeriodUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

/** A subscription plan: billed every `value` `unit`s, `cycles` times (0: until cancelled). */
export interface SubscriptionPlan {
  readonly value: number;
  readonly unit: PeriodUnit;
  readonly cycles: number;
}

/**
 * The product's subscription plan, or `undefined` when it has no billing period or one no
 * wording covers (a unit other than WEEK, MONTH or YEAR, or a period under 1).
 */
export function subscriptionPlan(content: PricedContent): SubscriptionPlan | undefined {
  const plan = content.subscriptionPlan;
  const period = isPlain(plan) ? plan.billingPeriod : undefined;
  if (!isPlain(plan) || !isPlain(period)) return undefined;
  const unit = typeof period.unit === 'string' ? period.unit : '';
  const value = Math.trunc(toNumber(period.value));
  if (!Object.hasOwn(PER_YEAR, unit) || value < 1) return undefined;
  return {
    value,
    unit: unit as PeriodUnit,
    cycles: Math.max(0, Math.trunc(toNumber(plan.numBillingCycles))),
  };
}

/**
 * How long a finite subscription runs: in years when a whole number of years, else in the
 * billing unit; `undefined` for an indefinite one.
 * @example subscriptionDuration({ value: 2, unit: 'WEEK', cycles: 26 }) // { value: 1, unit: 'YEAR' }
 */
export function subscriptionDuration(
  plan: SubscriptionPlan,
): { readonly value: number; readonly unit: PeriodUnit } | undefined {
  const total = plan.value * plan.cycles;
  if (total <= 0) return undefined;
  const perYear = PER_YEAR[plan.unit];
  return total % perYear === 0
    ? { value: total / perYear, unit: 'YEAR' }
    : { value: total, unit: plan.unit };
}
