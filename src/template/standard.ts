import { Engine } from './engine';
import { commerceFormatters } from './formatters.commerce';
import { contentFormatters } from './formatters.content';
import { coreFormatters } from './formatters.core';
import { i18nFormatters } from './formatters.i18n';
import { moneyFormatters } from './formatters.money';
import { socialFormatters } from './formatters.social';
import type { FormatterTable, PredicateTable } from './plugins';
import { commercePredicates } from './predicates.commerce';
import { contentPredicates } from './predicates.content';
import { corePredicates } from './predicates.core';

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
