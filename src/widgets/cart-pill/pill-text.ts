/** The cart pill's visible count and spoken label. */
import { CART_COUNT_OVERFLOW, cartCountText } from '../../commerce/cart-count';
import { format, type ShopMessages } from '../../i18n/shop-messages';

/** The visible count and the spoken label of the cart indicator for `quantity` items. */
export function pillText(
  quantity: number,
  messages: ShopMessages,
): { count: string; label: string } {
  const count = cartCountText(quantity);
  if (quantity > CART_COUNT_OVERFLOW) return { count, label: messages.cartLabelOverflow };
  const label =
    quantity === 1 ? messages.cartLabelOne : format(messages.cartLabel, { count: quantity });
  return { count, label };
}
