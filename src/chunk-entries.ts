/**
 * The lazy chunks of the bundle, by name, and their entry modules. `scripts/build.ts` builds
 * each as a content-hashed ES module in `dist/chunks/`, then builds the loader with the map of
 * name -> file, so the loader (a self-contained classic script) imports them by URL.
 */
export const CHUNK_ENTRIES = {
  runtime: 'src/runtime/index.ts',
  'form-block': 'src/widgets/form-block/index.ts',
  restock: 'src/widgets/restock/index.ts',
  'add-to-cart': 'src/widgets/add-to-cart/index.tsx',
  'product-variants': 'src/widgets/product-variants/variant-selector.ts',
  'quantity-input': 'src/widgets/quantity-input/quantity-input.ts',
  'quick-view': 'src/widgets/quick-view/index.ts',
  'cart-pill': 'src/widgets/cart-pill/index.ts',
  'cart-quantity': 'src/widgets/cart-quantity/cart-quantity.ts',
  'cart-page': 'src/widgets/cart-page/index.ts',
  'order-confirmation': 'src/widgets/order-confirmation/order-confirmation.ts',
  installments: 'src/widgets/installments/index.tsx',
  account: 'src/widgets/account/index.ts',
  gallery: 'src/widgets/gallery/index.ts',
  'audio-player': 'src/widgets/audio-player/index.ts',
  popup: 'src/widgets/popup/index.ts',
  reviews: 'src/widgets/reviews/index.ts',
  'review-request': 'src/widgets/review-request/index.ts',
  social: 'src/widgets/social/index.ts',
  analytics: 'src/analytics/index.ts',
  // The owner console's one hook: it loads each panel's own chunk (src/widgets/console-*,
  // restock-manager, analytics-dashboard) by the panel's name, so shoppers' loaders list none.
  'console-panels': 'src/widgets/console/index.ts',
  // The loader's check for hooks missing their key attribute, loaded only where one is suspected.
  'setup-checks': 'src/diagnostics/setup-checks.ts',
  // The files the chunks of FOLDED_CHUNKS are built into.
  base: 'src/folded/base.ts',
  shop: 'src/folded/shop.ts',
  product: 'src/folded/product.ts',
} as const;

/**
 * The chunks the build folds into two files (issue 19: two where there were a dozen, each paying
 * its own gzip start and import and export lines), by name -> file: `base`, what every page with
 * a hook or a cart loads (the runtime, the cart count), and `shop`, the commerce widgets of
 * product pages and listings. Each file's entry (`src/folded/`) exports each chunk's module
 * under the chunk's name, and the loader's chunk map sends these names to that file. The cart
 * pill stays a chunk of its own: it shows on every page once the cart has items.
 */
export const FOLDED_CHUNKS = {
  runtime: 'base',
  'cart-quantity': 'base',
  'cart-pill': 'base',
  'add-to-cart': 'shop',
  restock: 'shop',
  'product-variants': 'product',
  'quantity-input': 'product',
  reviews: 'product',
} as const satisfies Partial<Record<keyof typeof CHUNK_ENTRIES, 'base' | 'shop' | 'product'>>;

export type ChunkName = keyof typeof CHUNK_ENTRIES;
