/** The demo shop's navigation: one list of links for every page's header (shell and shop templates alike). */

/** One link of the main navigation. */
export interface NavigationLink {
  title: string;
  url: string;
  /** The cart link: it carries the cart count (`<span class="sqs-cart-quantity">`). */
  isCart?: boolean;
  /** Only site members can open it (a member area's page). */
  memberOnly?: boolean;
  /** The links under it (the owner's navigation is two levels deep). */
  children?: readonly NavigationLink[];
}

/** A link as a page shows it: `current` marks the page the visitor is on (`aria-current`). */
export interface ShownLink extends NavigationLink {
  current: boolean;
  children: ShownLink[];
}

/** A page of the demo shop the owner's navigation can link: its id (`collectionId`) and link. */
export interface ShopPage extends NavigationLink {
  collectionId: string;
}

/**
 * The shop's main navigation, in header order: the demo's pages, and what the owner console's
 * navigation shows before an owner saves one (`repositories/site-documents.ts`).
 */
export const SHOP_NAVIGATION: readonly ShopPage[] = [
  { collectionId: 'shop', title: 'Shop', url: '/' },
  { collectionId: 'contact', title: 'Contact', url: '/forms' },
  { collectionId: 'newsletter', title: 'Newsletter', url: '/newsletter' },
  { collectionId: 'account', title: 'Account', url: '/account' },
  { collectionId: 'demo', title: 'Demo index', url: '/demo' },
  { collectionId: 'cart', title: 'Cart', url: '/cart', isCart: true },
];

/**
 * The navigation as the page at `path` shows it. `links` defaults to the shop's list; the owner
 * console's stored navigation (`views/site-layout.ts`) is passed instead.
 */
export function navigationFor(
  path: string | undefined,
  links: readonly NavigationLink[] = SHOP_NAVIGATION,
): ShownLink[] {
  return links.map((link) => ({
    ...link,
    current: path !== undefined && link.url === path,
    children: navigationFor(path, link.children ?? []),
  }));
}
