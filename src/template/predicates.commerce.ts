/** The commerce predicates: variants, sale, sold out, varied prices. */
import { contentOf } from '../commerce/item-data';
import { isOnSale, isSoldOut } from '../commerce/product-status';
import { hasVariants, hasVariedPrices } from '../commerce/variants';
import type { PredicateTable } from './plugins';

/** Commerce predicates on the product in scope: variants, sale, sold out, varied prices. */
export const commercePredicates: PredicateTable = {
  'has-variants?': (_args, ctx) => hasVariants(contentOf(ctx.node())),
  'on-sale?': (_args, ctx) => isOnSale(contentOf(ctx.node())),
  'sold-out?': (_args, ctx) => isSoldOut(contentOf(ctx.node())),
  'varied-prices?': (_args, ctx) => hasVariedPrices(contentOf(ctx.node())),
};
