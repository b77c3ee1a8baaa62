/**
 * The whole catalogue over the runtime's texts (`allMessages` of `messages.ts`, a chunk of its
 * own), loaded by a product page's widget with the first refusal or failure that shows one of the
 * texts the runtime does not carry.
 */
import type { Messages } from './messages';
import type { ShopMessages } from './shop-messages';

export async function allMessagesLater(shop: ShopMessages): Promise<Messages> {
  return (await import('./messages')).allMessages(shop);
}
