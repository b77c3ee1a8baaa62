/** Hook selector -> widget chunk: the loader's table of hooks (the README's hook contract documents each). */
import type { ChunkName } from '../chunk-entries';

/** A hook: markup the platform's templates emit (or a site owner writes) and its widget chunk. */
export interface HookDefinition {
  readonly name: string;
  /** CSS selector of the element the widget hydrates. */
  readonly selector: string;
  /** The lazy chunk holding the widget; React and every widget live behind these. */
  readonly chunk: ChunkName;
}

/**
 * Hook name -> selector. Each hook's chunk has the hook's name but the console's, whose chunk
 * (`console-panels`) loads the panel's own. Written as one object rather than a list of
 * `{ name, selector, chunk }` records: about 90 B gzip less in the loader.
 */
const SELECTORS = {
  'add-to-cart': '.sqs-add-to-cart-button[data-item-id]',
  'product-variants': '.product-variants[data-item-id]',
  'quantity-input': '.product-quantity-input[data-item-id]',
  'quick-view': '.sqs-product-quick-view-button[data-id]',
  'form-block': '.sqs-block-form[data-form-id], .sqs-block-newsletter[data-form-id]',
  restock: '.product-restock-notification[data-product-id][data-variant-id]',
  'cart-quantity': '.sqs-cart-quantity',
  'cart-pill': '[data-storefront-cart-pill]',
  'cart-page': '#sqs-cart-root',
  'order-confirmation': '[data-storefront-order-confirmation]',
  installments: '[data-storefront-installments]',
  account: '[data-storefront-account]',
  gallery: '.sqs-block-gallery[data-block-json]',
  'audio-player': '.squarespace-audio-player[data-audio-asset-url]',
  popup: 'dialog.sqs-popup-overlay[data-popup-json]',
  reviews: '[data-storefront-reviews][data-product-id]',
  'review-request': 'form[data-storefront-review-request][data-product-id]',
  social: '.squarespace-social-buttons[data-full-url], [data-storefront-social-text]',
  // The owner console's panels, on `/config/` pages only: one hook whose value names the panel
  // (`src/editor/console-hook.ts`).
  console: '[data-storefront-console]',
} as const satisfies Partial<Record<ChunkName | 'console', string>>;

/** Every hook, in the order above. */
export const hooks: readonly HookDefinition[] = Object.entries(SELECTORS).map(
  ([name, selector]) => ({
    name,
    selector,
    chunk: name === 'console' ? 'console-panels' : (name as ChunkName),
  }),
);
