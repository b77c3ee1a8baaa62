/** The cart count shoppers read on the cart indicators: '100+' above 100 items (section 4). */

/** Above this many items a cart count reads '100+'. */
export const CART_COUNT_OVERFLOW = 100;

/**
 * The visible count of the cart pill and the template's `.sqs-cart-quantity` element.
 * @example cartCountText(101) // '100+'
 */
export function cartCountText(quantity: number): string {
  return quantity > CART_COUNT_OVERFLOW ? `${CART_COUNT_OVERFLOW}+` : String(quantity);
}
