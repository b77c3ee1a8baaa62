/**
 * The message catalogue: every user-visible string of the widgets, in the product documents'
 * English. Site owners override entries per locale through the config (`messages`), never the
 * code. Placeholders are `{name}` and are filled by {@link format}. The mock server answers with
 * the same entries (and with `server-texts.ts` for the texts only a server sends).
 */
import { LIKERT_ANSWERS } from '../forms/likert';

export const messages = {
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  quickView: 'Quick View',
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
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number',
  giftCardDenomination: 'Select a denomination for the Gift Card',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
  unableToConnect: 'Unable to connect. Please try again',
  somethingWentWrong: 'Something went wrong',
  formRequired: 'Required',
  formEmailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
  formTooLong: 'You have exceeded the character limit.',
  formCaptchaRequired: 'Complete CAPTCHA before submitting.',
  formSubmitting: 'Submitting…',
  formSaving: 'Saving…',
  formBannerTop: 'Your form has encountered a problem. Please scroll down to review.',
  formBannerBottom: 'Your form has encountered a problem. Please scroll up to review.',
  formProcessingError: 'Error processing form submission. Please reload and try again.',
  formUnknownError: 'Unknown error, please try again later.',
  formCaptchaFailed: 'reCAPTCHA failed. Refresh this page and try again.',
  formNoKey: 'Could not get a form submission key, please try again later.',
  formUnauthorized: 'Unable to submit form. Please try again later.',
  formNotConfigured: 'This form has not been configured yet.',
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formServerError: 'Unable to send form. Please try again later.',
  /** The Likert scale's words, -2 to 2, separated by `|`. */
  likertAnswers: LIKERT_ANSWERS.join('|'),
  restockEmailBlank: 'Email cannot be blank',
  restockEmailInvalid: 'Email is invalid',
  restockSignedUp: 'Signed up!',
  restockEmailLabel: 'Email',
  restockManagerProduct: 'Product',
  restockManagerPending: 'Waiting',
  restockManagerTotal: 'Signups',
  restockManagerStock: 'Stock',
  restockManagerActions: 'Actions',
  restockManagerInStock: 'In stock',
  restockManagerNotified: 'notified',
  restockManagerShow: 'Signups for {title}',
  restockManagerSend: 'Send notices for {title}',
  restockManagerSendAll: 'Send all notices',
  restockManagerSent: '{count} notices sent.',
  restockManagerEmpty: 'No restock signups yet.',
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
  // Visitor blocks (gallery, audio, share, reviews, popup). 'N of M' is the document's step
  // indicator; the other labels are ours.
  gallery: 'Gallery',
  galleryPrevious: 'Previous',
  galleryNext: 'Next',
  pause: 'Pause',
  play: 'Play',
  gallerySlide: 'Slide {n}',
  galleryPosition: '{n} of {m}',
  galleryOpen: 'Open {title}',
  galleryImageMissing: 'Image not available',
  audioPlayer: 'Audio player',
  audioSeek: 'Seek',
  audioTime: '{current} of {duration}',
  audioDownload: 'Download',
  unableToLoadRetry: 'Unable to load. Try again.',
  reviewsHeading: 'Reviews',
  reviewsAverage: '{average} out of 5 stars',
  reviewsCount: '{count} reviews',
  reviewsCountOne: '1 review',
  reviewsNone: 'No reviews yet.',
  reviewRating: '{rating} out of 5 stars',
  reviewThanks: 'Thank you for your review.',
  shareLabel: 'Share',
  shareOn: 'Share on {service} (opens in a new window)',
  shareByEmail: 'Share by email',
  cartEmpty: 'You have nothing in your shopping cart.',
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToOpenForm: 'Unable to open form',
  unableToUpdateForm: 'Unable to update form',
  minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
  loadingCart: 'Loading your cart…',
  cartPrice: 'Price',
  cartLineTotal: 'Total',
  cartRemove: 'Remove',
  cartEditFields: 'Edit',
  cartSave: 'Save',
  cartSaving: 'Saving…',
  cartSubtotal: 'Subtotal',
  cartTax: 'Tax',
  cartShipping: 'Shipping',
  cartDiscount: 'Discount',
  cartTotal: 'Total',
  cartCheckout: 'Checkout',
  installmentsInRange: 'or {count} interest-free payments of {amount} with {brand}',
  installmentsAboveMaximum: '{brand} available for orders up to {amount}',
  installmentsBelowMinimum: '{brand} available for orders over {amount}',
  installmentsMoreInfo: 'More about paying with {brand}',
  installmentsLoading: 'Loading…',
  installmentsFallback: 'Pay in {count} interest-free installments with {brand}.',
  // Site-user accounts and member pages. The lock label is the document's; the others are ours.
  memberPageLocked: 'This page available only site members',
  memberAccessDenied: 'Your membership does not include this page.',
  memberJoin: 'Join',
  accountRegion: 'Account',
  accountEmail: 'Email',
  accountPassword: 'Password',
  accountRememberMe: 'Remember me',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signOut: 'Sign out',
  signedIn: 'You are signed in.',
  accountLanguage: 'Language',
  signInFailed: 'The email or password is incorrect.',
  signInRequired: 'Please sign in to continue.',
} as const;

export type MessageKey = keyof typeof messages;
export type Messages = Record<MessageKey, string>;
/** Per-locale overrides, e.g. `{ 'fr-FR': { addToCart: 'Ajouter au panier' } }`. */
export type MessageOverrides = Record<string, Partial<Messages>>;

/**
 * The catalogue for `locale`: English, then the overrides of the language (`fr`), then those of
 * the exact locale (`fr-CA`), each replacing the entries it names.
 */
export function messagesFor(locale: string, overrides: MessageOverrides = {}): Messages {
  const language = locale.split('-')[0] ?? locale;
  return { ...messages, ...overrides[language], ...overrides[locale] };
}

/** Fills `{name}` placeholders; unknown placeholders stay as written. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
