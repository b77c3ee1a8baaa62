import type { FormatterTable } from './plugins';

/** Social formatters: comments, likes, share buttons, calendar links, Twitter links. */
export const socialFormatters: FormatterTable = {};
