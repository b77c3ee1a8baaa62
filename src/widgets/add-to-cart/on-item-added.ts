/** After a successful add: the added-item popover and the add-to-cart tracking and pixel events. */
import type { AddEntryResponse } from '../../api/schemas';
import { minorToMajor } from '../../commerce/money';
import { productTypeTrackingName } from '../../commerce/product-type';
import type { CommerceAddToCart } from '../../events';
import type { Runtime } from '../../runtime/runtime';
import type { ButtonConfig } from './button-config';
import { findForItem } from '../shared/product-form';

/**
 * After a successful add from a button: the added-item popover, the commerce tracking event
 * (`commerce_add_to_cart`) and the 'Add to cart' pixel event, both on `window.Storefront` and
 * as `storefront:<name>` DOM events. Never throws: tracking and the popover must never break
 * the button.
 */
export function onItemAdded(
  host: HTMLElement,
  button: ButtonConfig,
  runtime: Runtime,
  response: AddEntryResponse,
  /** Express checkout: the page is leaving, so no popover; the tracking events still go out. */
  leaving = false,
): void {
  try {
    const entry = response.newlyAdded;
    // The popover loads on the first add; without it (offline) the button's 'Added!' and the
    // cart count still tell the shopper.
    if (!leaving)
      import('./popover').then(
        ({ showAddedPopover }) =>
          showAddedPopover(entry.title, runtime.messages, runtime.config.nonce),
        (error: unknown) =>
          console.warn('[storefront] could not load the added-item popover', error),
      );
    runtime.emit('commerce_add_to_cart', trackingPayload(host, button, runtime, response));
    const currency = runtime.config.currency;
    runtime.emit('pixel', {
      event: 'Add to cart',
      itemId: entry.itemId,
      sku: entry.chosenVariant.sku,
      quantity: entry.quantity,
      value: minorToMajor(entry.purchasePriceCents * entry.quantity, currency),
      currency,
    });
  } catch (error) {
    // Tracking and the popover must never break the button.
    console.warn('[storefront] after-add hook failed', error);
  }
}

/**
 * Section 7's add-to-cart tracking payload. `page_id` is the page's `data-page-id` (on `<body>`
 * or `<html>`), else its path; `item_collection_name` the nearest `data-collection-name`.
 */
export function trackingPayload(
  host: HTMLElement,
  button: ButtonConfig,
  { config }: Runtime,
  { newlyAdded: entry, shoppingCart: cart }: AddEntryResponse,
): CommerceAddToCart {
  return {
    website_id: config.websiteId || cart.websiteId,
    page_id:
      document.body.dataset.pageId ?? document.documentElement.dataset.pageId ?? location.pathname,
    cart_id: cart.id ?? '',
    product_page: productPage(host, button.itemId),
    product: {
      item_id: entry.itemId,
      item_type: productTypeTrackingName(button.productType),
      item_title: entry.title,
      item_collection_id: button.collectionId ?? '',
      item_collection_name:
        host.closest<HTMLElement>('[data-collection-name]')?.dataset.collectionName ?? '',
    },
  };
}

/**
 * 'pdp' on a product page: the button has the product's own variant selector or quantity input
 * beside it (not in a quick view), or it is the only product with a button on the page.
 */
function productPage(host: HTMLElement, itemId: string): 'plp' | 'pdp' {
  if (host.closest('.sf-quick-view')) return 'plp';
  if (
    findForItem(host, '.product-variants', itemId) ||
    findForItem(host, '.product-quantity-input', itemId)
  ) {
    return 'pdp';
  }
  const items = new Set(
    [...document.querySelectorAll<HTMLElement>('.sqs-add-to-cart-button[data-item-id]')].map(
      (element) => element.dataset.itemId,
    ),
  );
  return items.size <= 1 ? 'pdp' : 'plp';
}
