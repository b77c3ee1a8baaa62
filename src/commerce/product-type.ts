/** Product types of the commerce document, as the templates' `data-product-type` carries them, and the record type of a store item. */

import * as ProductType from './product-type-codes';
import { digital, giftCard, physical, service } from './product-type-codes';

/** The platform's record type of a store item (a product): `recordType` 11 of its items. */
export const STORE_ITEM_RECORD_TYPE = 11;

/** A product type code, 1 to 5; `ProductType.physical` ... are the codes, written in place by the bundler. */
type ProductType = (typeof ProductType)[keyof typeof ProductType];
export { ProductType };

/** Digital products and gift cards count as unlimited stock: they are never sold out. */
export function isAlwaysInStock(productType: number): boolean {
  return productType === digital || productType === giftCard;
}

/** The types' names in code order (1 physical ... 5 paywall). */
const TYPE_NAMES = ['physical', 'digital', 'service', 'gift-card', 'paywall'];

/**
 * Reads a product type as templates and markup carry it: a number, a numeric string (`"1"`) or
 * the type's name (`"gift-card"`). Anything else is `undefined` (an unknown type).
 */
export function productTypeOf(value: unknown): ProductType | undefined {
  const named = TYPE_NAMES.indexOf(value as string) + 1;
  if (named > 0) return named as ProductType;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 5 ? (n as ProductType) : undefined;
}

/** Only physical and service products can be subscribed to (templates document, section 3). */
export function canBeSubscribedTo(productType: number): boolean {
  return productType === physical || productType === service;
}

/** A product type as tracking payloads name it ('PHYSICAL', 'GIFT_CARD'...; unknown: the number). */
export const productTypeTrackingName = (type: number): string =>
  TYPE_NAMES[type - 1]?.toUpperCase().replace('-', '_') ?? String(type);
