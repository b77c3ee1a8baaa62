/**
 * A product item read as the template data carries it: its `structuredContent`, and scalar fields
 * as text, for the markup producers (`add-to-cart-button.ts`, `product-form-markup.ts`, the
 * variants) and the template engine. Apart from `product-data.ts`, whose rules a product page's
 * widgets run, since no product page's widget reads an item this way.
 */
import { plainOf, type ProductContent } from './product-data';

/**
 * Scalars as text (`25`, `'Red'`, `true`), as a template tag prints them; objects, arrays,
 * null and missing are ''.
 */
export function toText(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
    case 'bigint':
      return String(v);
    case 'boolean':
      return v ? 'true' : 'false';
    default:
      return '';
  }
}

/** A product item's `structuredContent`, or an empty one. */
export function contentOf(item: unknown): ProductContent {
  return plainOf(plainOf(item).structuredContent);
}
