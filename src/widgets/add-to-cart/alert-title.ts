/** The add-to-cart refusal alert's title. */
import type { Runtime } from '../../runtime/runtime';
import type { ButtonConfig } from './button-config';
import { purchaseMode } from './purchase-mode';

/**
 * The refusal alert's title (section 8): 'Unable to Purchase Item' in express checkout,
 * 'Unable to purchase Gift Card' for gift cards, else 'Unable to Add Item'.
 */
export function alertTitle(button: ButtonConfig, { config, messages }: Runtime): string {
  const mode = purchaseMode(button, config);
  return mode === 'express-checkout'
    ? messages.unableToPurchaseItem
    : mode === 'gift-card'
      ? messages.unableToPurchaseGiftCard
      : messages.unableToAddItem;
}
