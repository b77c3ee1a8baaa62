/** The BroadcastChannel the loader and the cart store share, one per website. */
export const cartChannelName = (websiteId: string): string => `storefront:cart:${websiteId}`;
