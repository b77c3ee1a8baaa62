/**
 * The runtime chunk: what every widget shares on a page, created once, lazily, by the loader
 * the first time it is needed (a hook on the page, a cart cookie, a public cart command).
 */
import { createApiClient, type ApiClient } from '../api/client';
import { hasCartSession } from '../api/cookies';
import type { StorefrontConfig } from '../config';
import type { Emit } from '../events';
import { messagesFor, type Messages } from '../i18n/messages';
import { createBroadcastCartChannel } from '../store/cart-channel';
import { cartChannelName } from '../store/cart-channel-name';
import { createCartStore, type CartStore } from '../store/cart-store';
import { placeCartPillWhenFilled } from './cart-pill-container';

export interface Runtime {
  readonly config: StorefrontConfig;
  readonly messages: Messages;
  readonly api: ApiClient;
  readonly cart: CartStore;
  readonly emit: Emit;
}

export function createRuntime(config: StorefrontConfig, emit: Emit): Runtime {
  const api = createApiClient({ apiBase: config.apiBase, timeoutMs: config.requestTimeoutMs });
  const channel = createBroadcastCartChannel(cartChannelName(config.websiteId));
  const cart = createCartStore({ api, emit, ...(channel ? { channel } : {}) });
  if (hasCartSession()) void cart.getState().load();
  const messages = messagesFor(config.locale, config.messages);
  placeCartPillWhenFilled(config, cart, messages.cartRegion);
  return { config, messages, api, cart, emit };
}
