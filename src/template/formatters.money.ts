import type { FormatterTable } from './plugins';

/** Money and price formatters: money formats (legacy and CLDR), product and subscription prices, percentages. Money rules live in src/commerce/money.ts. */
export const moneyFormatters: FormatterTable = {};
