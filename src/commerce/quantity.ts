/** Quantity rules of the commerce document: the limits 1..9999 and reading a typed quantity. */
import type { ShopMessages } from '../i18n/shop-messages';

/**
 * Inclusive quantity bounds of the quantity input, the cart page and an add (section 5): the
 * template's `quantity-input` markup, the widgets and the API schemas all read these.
 */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

export type QuantityResult = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * Reads the quantity input's text: it must be numeric ('Quantity must be a number.') and whole
 * ('Quantity must be a whole number'); it is then clamped to 1..9999 like the input itself.
 */
export function parseQuantity(text: string | undefined, messages: ShopMessages): QuantityResult {
  if (text === undefined || text.trim() === '') return { ok: true, quantity: QUANTITY_MIN };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, message: messages.quantityNotNumber };
  if (!Number.isInteger(value)) return { ok: false, message: messages.quantityNotWhole };
  return { ok: true, quantity: Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, value)) };
}
