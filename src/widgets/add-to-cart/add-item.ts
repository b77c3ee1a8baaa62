/** One press of an add-to-cart button: the checks, then the purchase in the mode the product and site ask. */
import { errorTextLater } from '../../api/error-text';
import type { AddEntryResponse, StockResult } from '../../api/schemas';
import { allMessagesLater } from '../../i18n/messages-later';
import { chosenVariant, unselectedOptionsMessage } from '../../commerce/options';
import { isAlwaysInStock, ProductType } from '../../commerce/product-type';
import { parseQuantity } from '../../commerce/quantity';
import { allSoldOut, hasStockFor, quantityInCart } from '../../commerce/stock';
import type { Runtime } from '../../runtime/runtime';
import type { ButtonConfig } from './button-config';
import { purchaseMode, type PurchaseMode } from './purchase-mode';
import type { ProductChoice } from '../shared/product-form';

/** A variant and quantity that passed every check: what the chosen mode will buy. */
export interface ValidatedLine {
  itemId: string;
  sku: string;
  quantity: number;
}

export type AddOutcome =
  | { kind: 'added'; response: AddEntryResponse }
  /** The mode continues elsewhere: a checkout page. */
  /** `response`: the add that express checkout made before leaving. */
  | { kind: 'redirect'; url: string; response?: AddEntryResponse }
  /** The product has an extra-fields form: open it, then {@link addLine} on submit. */
  | { kind: 'form'; line: ValidatedLine }
  /** A listing button for a product whose options must be chosen on its page. */
  | { kind: 'select-option' }
  /** `soldOut`: the stock call found none of the product left. */
  | { kind: 'refused'; message: string; soldOut?: boolean };

/**
 * One press of an add-to-cart button: validates the choice (options, quantity), finds the
 * variant and checks its stock against what the cart already holds, then buys it the way the
 * product and site ask (cart, express checkout, subscription, gift card, extra-fields form).
 * Never throws: every failure is the text to show (the refusal and error texts load with the
 * first refusal that shows one, `allMessagesLater`).
 */
export async function addItem(
  button: ButtonConfig,
  choice: ProductChoice,
  runtime: Runtime,
): Promise<AddOutcome> {
  const { api, cart, messages } = runtime;
  const { itemId, productType } = button;
  try {
    const missing = choice.options.filter((option) => option.value === undefined);
    const unselected = unselectedOptionsMessage(
      missing.map((option) => option.name),
      messages,
    );
    if (unselected) {
      if (productType === ProductType.giftCard) {
        return {
          kind: 'refused',
          message: (await allMessagesLater(messages)).giftCardDenomination,
        };
      }
      return { kind: 'refused', message: unselected };
    }
    const quantity = parseQuantity(choice.quantityText, messages);
    if (!quantity.ok) return { kind: 'refused', message: quantity.message };

    const { results } = await api.getStock(itemId);
    if (!isAlwaysInStock(productType) && allSoldOut(results)) {
      const message = (await allMessagesLater(messages)).notEnoughStock;
      return { kind: 'refused', message, soldOut: true };
    }
    let variant: StockResult | undefined = results.length === 1 ? results[0] : undefined;
    if (!variant && !choice.hasVariantSelector) return { kind: 'select-option' };
    variant ??= chosenVariant(results, choice.options);
    if (!variant) {
      return { kind: 'refused', message: (await allMessagesLater(messages)).variantUnavailable };
    }

    const inCart = quantityInCart(cart.getState().cart, itemId, variant.sku);
    if (!hasStockFor(variant, inCart)) {
      return { kind: 'refused', message: (await allMessagesLater(messages)).notEnoughStock };
    }
    const line: ValidatedLine = { itemId, sku: variant.sku, quantity: quantity.quantity };
    if (button.form && purchaseMode(button, runtime.config) !== 'gift-card') {
      return { kind: 'form', line };
    }
    return await addLine(line, null, button, runtime);
  } catch (error) {
    // A failed call, or the refusal texts' chunk that could not load (then the connection text).
    return { kind: 'refused', message: await errorTextLater(error, messages) };
  }
}

/** Buys a validated line (at once, or after the extra-fields form): never throws. */
export async function addLine(
  line: ValidatedLine,
  additionalFields: string | null,
  button: ButtonConfig,
  runtime: Runtime,
): Promise<AddOutcome> {
  try {
    return await buy(purchaseMode(button, runtime.config), line, additionalFields, runtime);
  } catch (error) {
    return { kind: 'refused', message: await errorTextLater(error, runtime.messages) };
  }
}

/** Checkout pages (served by the platform; the mock server has them too). */
export const CHECKOUT_URL = '/checkout';
export const subscriptionCheckoutUrl = (cartToken: string) =>
  `/checkout/subscription?${new URLSearchParams({ cartToken })}`;
export const giftCardUrl = (itemId: string, sku: string) =>
  `/checkout/gift-card?${new URLSearchParams({ itemId, sku })}`;

async function buy(
  mode: PurchaseMode,
  line: ValidatedLine,
  additionalFields: string | null,
  { api, cart }: Runtime,
): Promise<AddOutcome> {
  switch (mode) {
    case 'gift-card':
      return { kind: 'redirect', url: giftCardUrl(line.itemId, line.sku) };
    case 'subscription': {
      // Loaded on a subscribe press only: most products are not subscribable.
      const { createSubscriptionCart } = await import('../../api/subscription-cart');
      const { cartToken } = await createSubscriptionCart(api, {
        itemId: line.itemId,
        sku: line.sku,
        qty: line.quantity,
        additionalFields,
      });
      return { kind: 'redirect', url: subscriptionCheckoutUrl(cartToken) };
    }
    default: {
      const response = await cart.getState().add({ ...line, additionalFields });
      if (mode === 'express-checkout') return { kind: 'redirect', url: CHECKOUT_URL, response };
      return { kind: 'added', response };
    }
  }
}
