import { Engine } from './engine';
import { coreFormatters } from './formatters.core';
import type { FormatterTable, PredicateTable } from './plugins';
import { corePredicates } from './predicates.core';

/** Every formatter domain table, in override order. The next domains are added here. */
export const standardFormatters: readonly FormatterTable[] = [coreFormatters];
/** Every predicate domain table, in override order. */
export const standardPredicates: readonly PredicateTable[] = [corePredicates];

/** An engine with all of the platform's formatters and predicates this project implements. */
export function createStandardEngine(): Engine {
  return new Engine({ formatters: standardFormatters, predicates: standardPredicates });
}
