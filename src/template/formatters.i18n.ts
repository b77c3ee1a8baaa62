import type { FormatterTable } from './plugins';

/** Date and i18n formatters: dates, intervals, relative time, decimals, messages with plurals, units (built on Intl). */
export const i18nFormatters: FormatterTable = {};
