/**
 * The message catalogue: every user-visible string of the widgets, in the product documents'
 * English: those of product pages and listings (`shop-messages.ts`, all the runtime carries) and
 * here the rest (forms, the cart page, accounts, visitor blocks, the restock manager). Site owners
 * override entries per locale through the config (`messages`), never the code. Placeholders are
 * `{name}` and are filled by {@link format}. The mock server answers with the same entries (and
 * with `server-texts.ts` for the texts only a server sends).
 */
import { LIKERT_ANSWERS } from '../forms/likert';
import { localTexts, shopMessages, type Overrides, type Texts } from './shop-messages';

export { format } from './shop-messages';

/** The texts of the pages other than a product page, and those a product page shows only on a refusal, a failure, a signup or an opened modal. */
const pageMessages = {
  // The restock signup's answers and the installments modal's: loaded with their chunks.
  formUnauthorized: 'Unable to submit form. Please try again later.',
  restockEmailBlank: 'Email cannot be blank',
  restockEmailInvalid: 'Email is invalid',
  restockSignedUp: 'Signed up!',
  installmentsLoading: 'Loading…',
  installmentsFallback: 'Pay in {count} interest-free installments with {brand}.',
  giftCardDenomination: 'Select a denomination for the Gift Card',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
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
  formNotConfigured: 'This form has not been configured yet.',
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formServerError: 'Unable to send form. Please try again later.',
  /** The Likert scale's words, -2 to 2, separated by `|`. */
  likertAnswers: LIKERT_ANSWERS.join('|'),
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

export const messages = { ...shopMessages, ...pageMessages } as const;

export type MessageKey = keyof typeof messages;
export type Messages = Texts<MessageKey>;
/** Per-locale overrides, e.g. `{ 'fr-FR': { addToCart: 'Ajouter au panier' } }`. */
export type MessageOverrides = Overrides<MessageKey>;

/**
 * The catalogue for `locale`: English, then the overrides of the language (`fr`), then those of
 * the exact locale (`fr-CA`), each replacing the entries it names.
 */
export function messagesFor(locale: string, overrides: MessageOverrides = {}): Messages {
  return localTexts(messages, locale, overrides);
}

/**
 * The whole catalogue for a widget off the product page: the runtime's texts (the product page's,
 * with every override the site gives, for any key) over the English of the rest.
 */
export function allMessages(shop: Texts<keyof typeof shopMessages>): Messages {
  let all = completed.get(shop);
  if (!all) completed.set(shop, (all = { ...pageMessages, ...shop } as Messages));
  return all;
}
/** Each runtime's whole catalogue, made once: a component re-rendering gets the same object. */
const completed = new WeakMap<object, Messages>();
