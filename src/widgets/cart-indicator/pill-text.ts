import { format, type Messages } from '../../i18n/messages';

/** Above this many items the indicator reads '100+'. */
export const PILL_OVERFLOW = 100;

/** The visible count and the spoken label of the cart indicator for `quantity` items. */
export function pillText(quantity: number, messages: Messages): { count: string; label: string } {
  if (quantity > PILL_OVERFLOW) {
    return { count: `${PILL_OVERFLOW}+`, label: messages.cartLabelOverflow };
  }
  const label =
    quantity === 1 ? messages.cartLabelOne : format(messages.cartLabel, { count: quantity });
  return { count: String(quantity), label };
}
