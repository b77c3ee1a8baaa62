/** The domain events analytics turns into payloads: the loader's boot buffers them, the analytics chunk handles them. */
import type { StorefrontEventMap, StorefrontEventName } from '../events';

export const DOMAIN_EVENTS = [
  'cart-loaded',
  'cart-updated',
  'item-added',
  'cart-viewed',
  'checkout-started',
  'commerce_checkout_order_confirmed',
  'form-rendered',
  'form-success',
  'newsletter-subscribed',
  'quick-view',
  'pixel',
] as const satisfies readonly StorefrontEventName[];

export type DomainEventName = (typeof DOMAIN_EVENTS)[number];

/** An event held with its detail. */
export type BufferedEvent = {
  [K in DomainEventName]: [K, StorefrontEventMap[K]];
}[DomainEventName];

/** What analytics needs of the loader's emitter. */
export interface AnalyticsEmitter {
  on<K extends StorefrontEventName>(
    name: K,
    handler: (detail: StorefrontEventMap[K]) => void,
  ): () => void;
  emit<K extends StorefrontEventName>(name: K, detail: StorefrontEventMap[K]): void;
}
