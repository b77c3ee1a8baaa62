import { errorText } from '../../api/error-text';
import type { AddEntryResponse } from '../../api/schemas';
import { findVariant, unselectedOptionsMessage } from '../../commerce/options';
import { ProductType } from '../../commerce/product-type';
import { parseQuantity } from '../../commerce/quantity';
import { hasStockFor, quantityInCart } from '../../commerce/stock';
import type { Runtime } from '../../runtime/runtime';
import type { ProductChoice } from './product-form';

export type AddOutcome =
  | { kind: 'added'; response: AddEntryResponse }
  /** A listing button for a product whose options must be chosen on its page. */
  | { kind: 'select-option' }
  | { kind: 'refused'; message: string };

export interface AddItemInput {
  itemId: string;
  productType: number;
  choice: ProductChoice;
}

/**
 * One press of an add-to-cart button: validates the choice (options, quantity), finds the
 * variant and checks its stock, then adds. Never throws: every failure is the text to show.
 */
export async function addItem(
  { itemId, productType, choice }: AddItemInput,
  { api, cart, messages }: Runtime,
): Promise<AddOutcome> {
  const missing = choice.options.filter((option) => option.value === undefined);
  const unselected = unselectedOptionsMessage(
    missing.map((option) => option.name),
    messages,
  );
  if (unselected) {
    if (productType === ProductType.giftCard) {
      return { kind: 'refused', message: messages.giftCardDenomination };
    }
    return { kind: 'refused', message: unselected };
  }
  const quantity = parseQuantity(choice.quantityText, messages);
  if (!quantity.ok) return { kind: 'refused', message: quantity.message };

  try {
    const { results } = await api.getStock(itemId);
    const chosen = Object.fromEntries(choice.options.map((option) => [option.name, option.value]));
    let variant = results.length === 1 ? results[0] : undefined;
    if (!variant && !choice.hasVariantSelector) return { kind: 'select-option' };
    variant ??= findVariant(results, chosen as Record<string, string>);
    if (!variant) return { kind: 'refused', message: messages.variantUnavailable };

    const inCart = quantityInCart(cart.getState().cart, itemId, variant.sku);
    if (!hasStockFor([variant], inCart))
      return { kind: 'refused', message: messages.notEnoughStock };

    const response = await cart.getState().add({
      itemId,
      sku: variant.sku,
      quantity: quantity.quantity,
      additionalFields: null,
    });
    return { kind: 'added', response };
  } catch (error) {
    return { kind: 'refused', message: errorText(error, messages) };
  }
}
