/**
 * The shapes the commerce rules read. Templates hand them arbitrary JSON and widgets hand them
 * what the markup carries (`data-product-type`, `data-variants`), so every field is `unknown`
 * and read by the platform's rules: missing, null, false, 0, '' and empty containers are false.
 */

/** A product's `structuredContent`: the fields the rules read. */
export interface ProductContent {
  /** 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall (or the type's name). */
  readonly productType?: unknown;
  /** The variants (see `VariantData`). */
  readonly variants?: unknown;
  /** Digital products carry their sale flag on the product itself. */
  readonly onSale?: unknown;
  readonly isSubscribable?: unknown;
  /** Option names in the order the merchant chose, e.g. `['Color', 'Size']`. */
  readonly variantOptionOrdering?: unknown;
}

/** One variant: the fields the rules read. */
export interface VariantData {
  readonly unlimited?: unknown;
  readonly qtyInStock?: unknown;
  readonly onSale?: unknown;
  readonly price?: unknown;
  readonly salePrice?: unknown;
  readonly priceMoney?: unknown;
  readonly salePriceMoney?: unknown;
  /** Option name -> chosen value, e.g. `{ Color: 'Red' }`. */
  readonly attributes?: unknown;
  /** Each with a `value`, in option order. */
  readonly optionValues?: unknown;
}

type Plain = Readonly<Record<string, unknown>>;

/** A plain object (not an array, not null). */
export function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain object, or an empty one for anything else. */
export function plainOf(value: unknown): Plain {
  return isPlain(value) ? value : {};
}

export const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The platform's truthiness, for the commerce rules and the template engine alike: missing,
 * null, false, 0, NaN, '' and empty arrays or objects are false.
 */
export function truthy(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
      return v !== '';
    case 'number':
      return v !== 0 && v === v;
    case 'boolean':
      return v;
    case 'object':
      if (v === null) return false;
      if (Array.isArray(v)) return v.length > 0;
      for (const key in v) if (hasOwn.call(v, key)) return true;
      return false;
    default:
      return false;
  }
}

/** A number read leniently: numbers, numeric strings and booleans; anything else is 0. */
export function toNumber(value: unknown): number {
  let n = NaN;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'boolean') n = value ? 1 : 0;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value);
  return Number.isNaN(n) ? 0 : n;
}

/** The variants as objects (a non-object entry reads as a variant with no fields); none if absent. */
export function variantsOf(content: ProductContent): readonly VariantData[] {
  const { variants } = content;
  return Array.isArray(variants) ? variants.map(plainOf) : [];
}
