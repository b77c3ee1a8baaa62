import type { FormatterTable } from './plugins';

/** Commerce markup formatters: the add-to-cart button, variant selector, quantity input, status, scarcity, restock form, quick view, cart and form-summary fragments the widgets hydrate. */
export const commerceFormatters: FormatterTable = {};
