import type { PredicateTable } from './plugins';

/** Commerce predicates: variants, sale, sold out, varied prices. */
export const commercePredicates: PredicateTable = {};
