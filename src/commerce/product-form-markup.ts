/**
 * The variant selector and the quantity input the platform renders (`{item|variants-select}`,
 * `{item|quantity-input}`): their attributes and texts, worked out once for the template formatter
 * (which prints them) and the quick view (which builds them in the DOM).
 */
import type { MarkupAttribute } from './add-to-cart-button';
import { showsQuantityInput } from './inventory';
import { contentOf, toText } from './item-data';
import { plainOf, truthy } from './product-data';
import { ProductType, productTypeOf } from './product-type';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity';
import { variantOptions } from './variants';

/** The page texts of the selector (`localizedStrings`), each with the platform's English default. */
export const VARIANT_SELECT_TEXTS = {
  /** An option's select label: `productVariantSelectText`, its argument the option's name. */
  productVariantSelectText: 'Select {variantName}',
  /** A gift card's single option's select label: `giftCardVariantSelectText`. */
  giftCardVariantSelectText: 'Select Value',
  /** A gift card's single option's title: `giftCardValueDisplayText`. */
  giftCardValueDisplayText: 'Value',
} as const;

/** The default label of the quantity input (`productQuantityInputLabel`). */
export const QUANTITY_INPUT_LABEL = 'Quantity';

/** Fills a page text's one named argument (the formatter's ICU messages, the widgets' `format`). */
export type FillText = (text: string, name: string, value: string) => string;

/** One option's dropdown: its name, its title and select label, and its values in order. */
export interface VariantOptionMarkup {
  readonly name: string;
  readonly title: string;
  readonly select: string;
  readonly values: readonly string[];
}

/** The selector's markup, values unescaped (the formatter escapes, the DOM needs none). */
export interface VariantSelectMarkup {
  /** The `.product-variants` element's attributes, in the platform's order. */
  readonly attributes: readonly MarkupAttribute[];
  readonly options: readonly VariantOptionMarkup[];
}

/**
 * The variant selector of a store item, or `null` when it has no variants to choose from. The
 * item's `structuredContent.variants` go into `data-variants` as they are (prices in major units,
 * as the platform's template data carries them). `text(key)` reads a page text, falling back to
 * `VARIANT_SELECT_TEXTS`.
 */
export function variantSelectMarkup(
  item: unknown,
  text: (key: keyof typeof VARIANT_SELECT_TEXTS) => string,
  fill: FillText,
): VariantSelectMarkup | null {
  const content = contentOf(item);
  const options = variantOptions(content);
  if (options.length === 0) return null;
  // Gift cards' single option is always named "Value", so its texts are translated separately.
  const giftCard = productTypeOf(content.productType) === ProductType.giftCard;
  const select = text(giftCard ? 'giftCardVariantSelectText' : 'productVariantSelectText');
  const title = giftCard ? text('giftCardValueDisplayText') : '{name}';
  const c = plainOf(content);
  const attributes: MarkupAttribute[] = [
    ['class', 'product-variants'],
    ['data-item-id', toText(plainOf(item).id)],
    ['data-variants', JSON.stringify(c.variants) ?? ''],
  ];
  if (truthy(c.isSubscribable)) {
    attributes.push(
      ['data-is-subscribable', 'true'],
      ['data-subscription-plan', JSON.stringify(c.subscriptionPlan) ?? ''],
    );
  }
  attributes.push(['data-animation-role', 'content']);
  return {
    attributes,
    options: options.map((o) => ({
      name: o.name,
      title: fill(title, 'name', o.name),
      select: fill(select, 'variantName', o.name),
      values: o.values,
    })),
  };
}

/** The quantity input's markup: its container's attributes, its label, its input's attributes. */
export interface QuantityInputMarkup {
  readonly attributes: readonly MarkupAttribute[];
  readonly label: string;
  readonly input: readonly MarkupAttribute[];
}

/**
 * The quantity input of a store item, or `null` when the product takes no quantity (see
 * `showsQuantityInput`). Its limits are the commerce document's (1 to 9999).
 */
export function quantityInputMarkup(
  item: unknown,
  multipleQuantityAllowedForServices: boolean,
  label: string,
): QuantityInputMarkup | null {
  if (!showsQuantityInput(contentOf(item), multipleQuantityAllowedForServices)) return null;
  return {
    attributes: [
      ['class', 'product-quantity-input'],
      ['data-item-id', toText(plainOf(item).id)],
      ['data-animation-role', 'content'],
    ],
    label,
    input: [
      ['aria-label', label],
      ['size', '4'],
      ['max', String(QUANTITY_MAX)],
      ['min', String(QUANTITY_MIN)],
      ['value', String(QUANTITY_MIN)],
      ['type', 'number'],
      ['step', '1'],
    ],
  };
}
