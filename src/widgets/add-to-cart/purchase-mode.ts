/** How a press on the add-to-cart button buys the product. */
import { ProductType } from '../../commerce/product-type';
import type { StorefrontConfig } from '../../config';
import type { ButtonConfig } from './button-config';

/**
 * How a press buys the product (section 4 of the commerce document): into the cart, straight
 * to checkout (express checkout sites), into a subscription checkout, or onto the gift-card
 * page.
 */
export type PurchaseMode = 'cart' | 'express-checkout' | 'subscription' | 'gift-card';

export function purchaseMode(
  button: Pick<ButtonConfig, 'productType' | 'isSubscription'>,
  config: Pick<StorefrontConfig, 'expressCheckout'>,
): PurchaseMode {
  if (button.productType === ProductType.giftCard) return 'gift-card';
  if (button.isSubscription) return 'subscription';
  if (config.expressCheckout) return 'express-checkout';
  return 'cart';
}
