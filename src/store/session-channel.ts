/**
 * Tells other tabs of the same site that the site-user session changed (sign-in, sign-out), the
 * way the cart channel carries carts. The message holds no token: each tab reads the
 * `SiteUserInfo` cookie and the stored XSRF token itself.
 */
export interface SessionChannel {
  post(): void;
  subscribe(listener: () => void): () => void;
  close(): void;
}

export const sessionChannelName = (websiteId: string): string => `storefront:session:${websiteId}`;

export function createBroadcastSessionChannel(name: string): SessionChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: () => channel.postMessage({ type: 'session' }),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if ((event.data as { type?: unknown } | null)?.type === 'session') listener();
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
