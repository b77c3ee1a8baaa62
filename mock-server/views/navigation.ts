/** The demo shop's navigation: one list of links for every page's header (shell and shop templates alike). */

/** One link of the main navigation. */
export interface NavigationLink {
  title: string;
  url: string;
  /** The cart link: it carries the cart count (`<span class="sqs-cart-quantity">`). */
  isCart?: boolean;
}

/** A link as a page shows it: `current` marks the page the visitor is on (`aria-current`). */
export interface ShownLink extends NavigationLink {
  current: boolean;
}

/** The shop's main navigation, in header order. */
export const SHOP_NAVIGATION: readonly NavigationLink[] = [
  { title: 'Shop', url: '/' },
  { title: 'Contact', url: '/forms' },
  { title: 'Newsletter', url: '/newsletter' },
  { title: 'Account', url: '/account' },
  { title: 'Demo index', url: '/demo' },
  { title: 'Cart', url: '/cart', isCart: true },
];

/**
 * The navigation as the page at `path` shows it. `links` defaults to the shop's list; the owner
 * console's stored navigation can be passed instead.
 */
export function navigationFor(
  path: string | undefined,
  links: readonly NavigationLink[] = SHOP_NAVIGATION,
): ShownLink[] {
  return links.map((link) => ({ ...link, current: path !== undefined && link.url === path }));
}
