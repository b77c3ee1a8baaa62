/** Product types of the commerce document, as the templates' `data-product-type` carries them. */
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
