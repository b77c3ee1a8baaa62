/**
 * The add-to-cart button the platform renders (`{item|add-to-cart-btn}`): its label, classes and
 * attributes, worked out once for the template formatter (which prints them) and the quick view
 * (which builds them in the DOM), so a product with an extra-fields form asks for it from both.
 */
import { toText } from './item-data';
import { plainOf, truthy } from './product-data';

/** The page's texts of the two default labels. */
export interface AddToCartTexts {
  /** 'Add To Cart' (page text `productAddToCartText`). */
  readonly addToCart: string;
  /** 'Subscribe' (page text `productSubscribeText`). */
  readonly subscribe: string;
}

/** An attribute: name and value; a `null` value is written without one (`data-dynamic-strings`). */
export type MarkupAttribute = readonly [name: string, value: string | null];

/** The button's markup, values unescaped (the formatter escapes, the DOM needs none). */
export interface AddToCartButtonMarkup {
  /** The wrapper element's attributes. */
  readonly wrapper: readonly MarkupAttribute[];
  /** The button's classes (`use-form` when the product has an extra-fields form). */
  readonly className: string;
  /** The button's attributes up to `data-original-label`, in the platform's order. */
  readonly attributes: readonly MarkupAttribute[];
  /** The attributes the platform writes after the label, when they apply: `data-form`, `data-subscription-option-id`. */
  readonly trailing: readonly MarkupAttribute[];
  /** The idle label, also the text of `.sqs-add-to-cart-button-inner`. */
  readonly label: string;
}

/** The classes every add-to-cart button carries (the platform leaves a space before `use-form`). */
const BUTTON_CLASS =
  'sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ';

const WRAPPER: readonly MarkupAttribute[] = [
  ['class', 'sqs-add-to-cart-button-wrapper'],
  ['data-animation-role', 'button'],
];

/**
 * The button's idle label: the merchant's custom text when it is switched on and not empty,
 * else 'Subscribe' for a subscription product, else 'Add To Cart'.
 */
export function addToCartLabel(content: unknown, texts: AddToCartTexts): string {
  const c = plainOf(content);
  if (truthy(c.useCustomAddButtonText) && truthy(c.customAddButtonText)) {
    return toText(c.customAddButtonText);
  }
  return truthy(c.isSubscribable) ? texts.subscribe : texts.addToCart;
}

/**
 * The add-to-cart button of a store item (`{ id, collectionId, structuredContent }`): an item
 * with `additionalFieldsFormId` and `additionalFieldsForm` gets `use-form` and its form as JSON
 * in `data-form`; a subscription product its first plan's id.
 */
export function addToCartButtonMarkup(item: unknown, texts: AddToCartTexts): AddToCartButtonMarkup {
  const it = plainOf(item);
  const c = plainOf(it.structuredContent);
  const useForm = truthy(c.additionalFieldsFormId) && truthy(c.additionalFieldsForm);
  const subscribable = truthy(c.isSubscribable);
  const label = addToCartLabel(c, texts);
  const attributes: MarkupAttribute[] = [
    ['role', 'button'],
    ['tabindex', '0'],
    ['data-dynamic-strings', null],
    ['data-collection-id', toText(it.collectionId)],
    ['data-item-id', toText(it.id)],
    ['data-product-type', toText(c.productType)],
    ['data-use-custom-label', toText(c.useCustomAddButtonText)],
  ];
  if (subscribable) attributes.push(['data-is-subscription', toText(c.isSubscribable)]);
  attributes.push(['data-original-label', label]);
  const trailing: MarkupAttribute[] = [];
  if (useForm) trailing.push(['data-form', JSON.stringify(c.additionalFieldsForm) ?? '']);
  const plans = c.productSubscriptionOptions;
  if (subscribable && Array.isArray(plans) && plans.length > 0) {
    trailing.push(['data-subscription-option-id', toText(plainOf(plans[0]).id)]);
  }
  return {
    wrapper: WRAPPER,
    className: BUTTON_CLASS + (useForm ? 'use-form' : ''),
    attributes,
    trailing,
    label,
  };
}
