/** Product types of the commerce document, as the templates' `data-product-type` carries them, and the record type of a store item. */

/** The platform's record type of a store item (a product): `recordType` 11 of its items. */
export const STORE_ITEM_RECORD_TYPE = 11;

export const ProductType = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Digital products and gift cards count as unlimited stock: they are never sold out. */
export function isAlwaysInStock(productType: number): boolean {
  return productType === ProductType.digital || productType === ProductType.giftCard;
}

const TYPE_NAMES: Readonly<Record<string, ProductType>> = {
  physical: ProductType.physical,
  digital: ProductType.digital,
  service: ProductType.service,
  'gift-card': ProductType.giftCard,
  paywall: ProductType.paywall,
};

/**
 * Reads a product type as templates and markup carry it: a number, a numeric string (`"1"`) or
 * the type's name (`"gift-card"`). Anything else is `undefined` (an unknown type).
 */
export function productTypeOf(value: unknown): ProductType | undefined {
  if (typeof value === 'string' && Object.hasOwn(TYPE_NAMES, value)) return TYPE_NAMES[value];
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 5 ? (n as ProductType) : undefined;
}

/** Only physical and service products can be subscribed to (templates document, section 3). */
export function canBeSubscribedTo(productType: number): boolean {
  return productType === ProductType.physical || productType === ProductType.service;
}

const TRACKING_NAMES: Readonly<Record<number, string>> = {
  [ProductType.physical]: 'PHYSICAL',
  [ProductType.digital]: 'DIGITAL',
  [ProductType.service]: 'SERVICE',
  [ProductType.giftCard]: 'GIFT_CARD',
  [ProductType.paywall]: 'PAYWALL',
};

/** A product type as tracking payloads name it ('PHYSICAL', 'GIFT_CARD'...; unknown: the number). */
export const productTypeTrackingName = (type: number): string =>
  TRACKING_NAMES[type] ?? String(type);
