import type { PredicateTable } from './plugins';

/** Content predicates: collections, pages, images, galleries, record types, promoted blocks, backgrounds, social and slides. */
export const contentPredicates: PredicateTable = {};
