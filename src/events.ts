/** The public events of `Storefront.on` and their details (also DOM `storefront:<name>` events). */
import type { CartEntry, ShoppingCart } from './api/schemas';

/**
 * The public events: `Storefront.on(name, handler)`, mirrored as DOM `CustomEvent`s named
 * `storefront:<name>` on `document` with the same `detail`.
 */
export interface StorefrontEventMap {
  /** The cart started loading. */
  'cart-loading': Record<string, never>;
  /** The cart finished loading; fires on failure too, with `error` set and `cart` null. */
  'cart-loaded': { cart: ShoppingCart | null; error?: unknown };
  /** The cart changed here or in another tab of the same site. */
  'cart-updated': { cart: ShoppingCart; source: 'this-tab' | 'other-tab' };
  /** An entry was added to the cart. */
  'item-added': { entry: CartEntry; cart: ShoppingCart };
  /** An add was refused; `message` is the text the shopper saw. */
  'add-to-cart-failed': { itemId: string; message: string };
  /** An entry's additional fields started updating: the totals are being recalculated. */
  'cart-recalculating-start': { entryId: string };
  /** The form update ended (`error` set when it failed; the cart is then as it was). */
  'cart-recalculating-end': { entryId: string; error?: unknown };
  /** The order confirmation page (page type 202) showed a placed order. */
  commerce_checkout_order_confirmed: {
    orderId: string;
    cartId: string;
    testMode: boolean;
    websiteId: string;
  };
  /** A browser pixel event ('Purchase' on the order confirmation page) for ad pixels. */
  pixel:
    | {
        event: 'Purchase';
        orderId: string;
        /** Major units, e.g. 58.2. */
        value: number;
        currency: string;
      }
    | {
        /** After a form block was submitted. */
        event: 'Lead';
        formId: string;
      }
    | {
        /** Analytics: a product page was viewed (`value` its price in major units). */
        event: 'ViewContent';
        itemId: string;
        value: number;
        currency: string;
      }
    | {
        /** Analytics: a search page was viewed (`query` its `q`). */
        event: 'Search';
        query: string;
        value: number;
        currency: string;
      }
    | {
        /** A registration completed (no sign-up flow in this bundle emits it yet). */
        event: 'CompleteRegistration';
        formId: string;
        value: number;
        currency: string;
      }
    | {
        /** After an add-to-cart button added an item. */
        event: 'Add to cart';
        itemId: string;
        sku: string | null;
        quantity: number;
        /** The added line's price in major units, e.g. 25. */
        value: number;
        currency: string;
      };
  /** Commerce tracking of an add from a button (section 7's add-to-cart payload). */
  commerce_add_to_cart: CommerceAddToCart;
  /** A form block was submitted and saved; `values` are the submitted values by field id. */
  'form-success': { formId: string; newsletter: boolean; values: Record<string, unknown> };
  /** A newsletter block was submitted: the visitor subscribed (tracked as a subscription). */
  'newsletter-subscribed': { formId: string; newsletter: true };
  /** A form or newsletter block was rendered (census `form-render`). */
  'form-rendered': { formId: string };
  /** A quick view opened for a product (census `RecordQuickView`). */
  'quick-view': { itemId: string };
  /** The cart page was shown (the commerce cart view event). */
  'cart-viewed': Record<string, never>;
  /** The shopper left the cart page for checkout (the commerce checkout event). */
  'checkout-started': Record<string, never>;
  /** The site user signed in or out, here or in another tab. */
  'session-changed': { status: 'signed-in' | 'signed-out'; siteUserId: string | null };
  /** Commerce preferences of `namespace` were written: readers fetch them again. */
  'commerce-preferences-refetch': { namespace: string };
}

/** The add-to-cart tracking payload: `product_page` is 'pdp' on a product page, else 'plp'. */
export interface CommerceAddToCart {
  website_id: string;
  page_id: string;
  cart_id: string;
  product_page: 'plp' | 'pdp';
  product: {
    item_id: string;
    item_type: string;
    item_title: string;
    item_collection_id: string;
    item_collection_name: string;
  };
}

export type StorefrontEventName = keyof StorefrontEventMap;

export type Emit = <K extends StorefrontEventName>(name: K, detail: StorefrontEventMap[K]) => void;
