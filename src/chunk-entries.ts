/**
 * The lazy chunks of the bundle, by name, and their entry modules. `scripts/build.ts` builds
 * each as a content-hashed ES module in `dist/chunks/`, then builds the loader with the map of
 * name -> file, so the loader (a self-contained classic script) imports them by URL.
 */
export const CHUNK_ENTRIES = {
  runtime: 'src/runtime/index.ts',
  'form-block': 'src/widgets/form-block/index.tsx',
  restock: 'src/widgets/restock/index.ts',
  'restock-manager': 'src/widgets/restock-manager/index.tsx',
  'add-to-cart': 'src/widgets/add-to-cart/index.tsx',
  'product-variants': 'src/widgets/product-variants/variant-selector.ts',
  'quantity-input': 'src/widgets/quantity-input/quantity-input.ts',
  'quick-view': 'src/widgets/quick-view/index.tsx',
  'cart-pill': 'src/widgets/cart-pill/index.tsx',
  'cart-quantity': 'src/widgets/cart-quantity/cart-quantity.ts',
  'cart-page': 'src/widgets/cart-page/index.tsx',
  'order-confirmation': 'src/widgets/order-confirmation/order-confirmation.ts',
  installments: 'src/widgets/installments/index.tsx',
  account: 'src/widgets/account/index.tsx',
  gallery: 'src/widgets/gallery/index.ts',
  'audio-player': 'src/widgets/audio-player/index.ts',
  popup: 'src/widgets/popup/index.ts',
  reviews: 'src/widgets/reviews/index.ts',
  'review-request': 'src/widgets/review-request/index.ts',
  social: 'src/widgets/social/index.ts',
  'console-link-editor': 'src/widgets/console-link-editor/index.tsx',
  'console-file-manager': 'src/widgets/console-file-manager/index.tsx',
  'console-tag-editor': 'src/widgets/console-tag-editor/index.tsx',
  'console-catalogue': 'src/widgets/console-catalogue/index.tsx',
  'console-store': 'src/widgets/console-store/index.tsx',
  'console-pickers': 'src/widgets/console-pickers/index.tsx',
  analytics: 'src/analytics/index.ts',
  'console-editors': 'src/widgets/console-editors/index.tsx',
  // The loader's check for hooks missing their key attribute, loaded only where one is suspected.
  'setup-checks': 'src/diagnostics/setup-checks.ts',
  'analytics-dashboard': 'src/widgets/analytics-dashboard/index.ts',
  'console-site': 'src/widgets/console-site/index.tsx',
} as const;

export type ChunkName = keyof typeof CHUNK_ENTRIES;
