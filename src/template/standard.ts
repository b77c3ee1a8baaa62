/** The standard engine: every formatter and predicate table this project implements. */
import { Engine } from './engine';
// The tables are imported in the order that gzips the browser build smallest (size.test.ts: about
// 220 B less than alphabetical order); the arrays below give the override order.
import { i18nFormatters } from './formatters.i18n';
import { moneyFormatters } from './formatters.money';
import { contentPredicates } from './predicates.content';
import { commercePredicates } from './predicates.commerce';
import { contentFormatters } from './formatters.content';
import { coreFormatters } from './formatters.core';
import { corePredicates } from './predicates.core';
import { socialFormatters } from './formatters.social';
import { commerceFormatters } from './formatters.commerce';
import type { FormatterTable, PredicateTable } from './plugins';

/** Every formatter domain table, in override order. */
export const standardFormatters: readonly FormatterTable[] = [
  coreFormatters,
  moneyFormatters,
  commerceFormatters,
  contentFormatters,
  socialFormatters,
  i18nFormatters,
];
/** Every predicate domain table, in override order. */
export const standardPredicates: readonly PredicateTable[] = [
  corePredicates,
  commercePredicates,
  contentPredicates,
];

/** An engine with all of the platform's formatters and predicates this project implements. */
export function createStandardEngine(): Engine {
  return new Engine({ formatters: standardFormatters, predicates: standardPredicates });
}
