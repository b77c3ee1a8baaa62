import type { ChunkName } from '../chunk-entries';

/** A hook: markup the platform's templates emit (or a site owner writes) and its widget chunk. */
export interface HookDefinition {
  readonly name: string;
  /** CSS selector of the element the widget hydrates. */
  readonly selector: string;
  /** The lazy chunk holding the widget; React and every widget live behind these. */
  readonly chunk: ChunkName;
}

/** Hook selector -> widget chunk. The README's hook contract documents each. */
export const hooks: readonly HookDefinition[] = [
  { name: 'add-to-cart', selector: '.sqs-add-to-cart-button[data-item-id]', chunk: 'add-to-cart' },
  {
    name: 'product-variants',
    selector: '.product-variants[data-item-id]',
    chunk: 'product-variants',
  },
  {
    name: 'quantity-input',
    selector: '.product-quantity-input[data-item-id]',
    chunk: 'quantity-input',
  },
  {
    name: 'quick-view',
    selector: '.sqs-product-quick-view-button[data-id]',
    chunk: 'quick-view',
  },
  {
    name: 'form-block',
    selector: '.sqs-block-form[data-form-id], .sqs-block-newsletter[data-form-id]',
    chunk: 'form-block',
  },
  {
    name: 'restock',
    selector: '.product-restock-notification[data-product-id][data-variant-id]',
    chunk: 'restock',
  },
  { name: 'cart-quantity', selector: '.sqs-cart-quantity', chunk: 'cart-quantity' },
  { name: 'cart-pill', selector: '[data-storefront-cart-pill]', chunk: 'cart-pill' },
  { name: 'cart-page', selector: '#sqs-cart-root', chunk: 'cart-page' },
  {
    name: 'order-confirmation',
    selector: '[data-storefront-order-confirmation]',
    chunk: 'order-confirmation',
  },
  {
    name: 'installments',
    selector: '[data-storefront-installments]',
    chunk: 'installments',
  },
  { name: 'account', selector: '[data-storefront-account]', chunk: 'account' },
  { name: 'gallery', selector: '.sqs-block-gallery[data-block-json]', chunk: 'gallery' },
  {
    name: 'audio-player',
    selector: '.squarespace-audio-player[data-audio-asset-url]',
    chunk: 'audio-player',
  },
  { name: 'popup', selector: 'dialog.sqs-popup-overlay[data-popup-json]', chunk: 'popup' },
  { name: 'reviews', selector: '[data-storefront-reviews][data-product-id]', chunk: 'reviews' },
  {
    name: 'review-request',
    selector: 'form[data-storefront-review-request][data-product-id]',
    chunk: 'review-request',
  },
  {
    name: 'social',
    selector: '.squarespace-social-buttons[data-full-url], [data-storefront-social-text]',
    chunk: 'social',
  },
  // The owner console's panels, on `/config/` pages only: one hook whose value names the panel
  // (`src/editor/console-hook.ts`); its chunk loads the panel's own.
  { name: 'console', selector: '[data-storefront-console]', chunk: 'console-panels' },
];
