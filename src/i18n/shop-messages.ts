/**
 * The texts a product page or a listing shows (the add-to-cart button and its options alert,
 * options and stock, the cart pill and count, the added-item popover, the quick view,
 * installments, the restock form, the reviews list), the placeholder filler and the per-locale
 * merge: all the runtime carries. The rest of the catalogue is in `messages.ts`: the API's error
 * texts and the stock and gift card refusals, which a product page loads on the failure or
 * refusal that shows them (`messages-later.ts`), the texts of the restock signup's answer and of
 * the installments modal, loaded with them, and the texts of forms, the cart page, accounts,
 * visitor blocks and the restock manager, loaded only by the pages that show them.
 */

export const shopMessages = {
  addToCart: 'Add To Cart',
  quickView: 'Quick View',
  subscribe: 'Subscribe',
  soldOut: 'Sold out',
  selectOption: 'Select Option',
  adding: 'Adding…',
  added: 'Added!',
  quantity: 'Quantity',
  unableToAddItem: 'Unable to Add Item',
  unableToPurchaseItem: 'Unable to Purchase Item',
  unableToPurchaseGiftCard: 'Unable to purchase Gift Card',
  selectOneOption: 'Please select the {option} option.',
  selectTwoOptions: 'Please select the {option1} and {option2} options.',
  selectManyOptions: 'Please select the {options} options.',
  listAnd: 'and',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  // The text of a failed call with no answer: also shown when the rest of the texts cannot load.
  unableToConnect: 'Unable to connect. Please try again',
  restockEmailLabel: 'Email',
  close: 'Close',
  ok: 'OK',
  cartRegion: 'Shopping cart',
  cartLabel: 'Cart, {count} items',
  cartLabelOne: 'Cart, 1 item',
  cartLabelOverflow: 'Cart, more than 100 items',
  itemAddedToCart: '{productName} was added to your cart.',
  markSoldOut: 'sold out',
  markSale: 'sale',
  optionSoldOut: '{value} (sold out)',
  salePriceLabel: 'Sale Price:',
  originalPriceLabel: 'Original Price:',
  priceFrom: 'from {price}',
  reviewsHeading: 'Reviews',
  reviewsAverage: '{average} out of 5 stars',
  reviewsCount: '{count} reviews',
  reviewsCountOne: '1 review',
  reviewsNone: 'No reviews yet.',
  reviewRating: '{rating} out of 5 stars',
  installmentsInRange: 'or {count} interest-free payments of {amount} with {brand}',
  installmentsAboveMaximum: '{brand} available for orders up to {amount}',
  installmentsBelowMinimum: '{brand} available for orders over {amount}',
  installmentsMoreInfo: 'More about paying with {brand}',
} as const;

/** A catalogue's texts by key. */
export type Texts<K extends string> = Record<K, string>;
export type ShopMessageKey = keyof typeof shopMessages;
/** The runtime's texts: the product page's, with a site owner's overrides. */
export type ShopMessages = Texts<ShopMessageKey>;
/** Per-locale overrides, e.g. `{ 'fr-FR': { addToCart: 'Ajouter au panier' } }`. */
export type Overrides<K extends string> = Record<string, Partial<Texts<K>>>;

/**
 * `base` for `locale`: English, then the overrides of the language (`fr`), then those of the exact
 * locale (`fr-CA`), each replacing the entries it names. Overrides of keys outside `base` are kept
 * as well, so a catalogue completed later (`messagesFor`) still honours them.
 */
export function localTexts<K extends string>(
  base: Texts<K>,
  locale: string,
  overrides: Overrides<string> = {},
): Texts<K> {
  const language = locale.split('-')[0] ?? locale;
  return { ...base, ...overrides[language], ...overrides[locale] } as Texts<K>;
}

/** Fills `{name}` placeholders; unknown placeholders stay as written. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
