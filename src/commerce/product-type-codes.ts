/** The product type codes of the commerce document (1 physical ... 5 paywall). */

// Each is its own constant so the bundler writes the number in place: `product-type.ts`
// re-exports them as `ProductType`, and `ProductType.physical` reads as 1 with no lookup.
export const physical = 1;
export const digital = 2;
export const service = 3;
export const giftCard = 4;
export const paywall = 5;
