/** The channel that carries cart changes between tabs, over BroadcastChannel. */
import { ShoppingCartSchema, type ShoppingCart } from '../api/schemas';

/** Carries cart changes between tabs of the same site. */
export interface CartChannel {
  post(cart: ShoppingCart): void;
  subscribe(listener: (cart: ShoppingCart) => void): () => void;
  close(): void;
}

/**
 * A {@link CartChannel} over BroadcastChannel. Messages from other tabs (possibly another
 * version of the bundle) are parsed like any response; anything else is ignored.
 */
export function createBroadcastCartChannel(name: string): CartChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: (cart) => channel.postMessage({ type: 'cart', cart }),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        const data = event.data as { type?: unknown; cart?: unknown } | null;
        if (data?.type !== 'cart') return;
        const parsed = ShoppingCartSchema.safeParse(data.cart);
        if (parsed.success) listener(parsed.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
