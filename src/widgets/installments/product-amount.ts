/** A product's amount for the installment pill: the chosen variant's price times the quantity, read from the page. */
import { decimalText, movePoint } from '../../commerce/money';
import { parseVariants, type MarkupVariant } from '../../commerce/markup-variants';
import { chosenVariant } from '../../commerce/options';
import { currentPriceNode, readPrice } from '../../commerce/product';
import { parseQuantity } from '../../commerce/quantity';
import type { ShopMessages } from '../../i18n/shop-messages';
import { findForItem, forItem, readProductChoice } from '../shared/product-form';

/**
 * Reads what the shopper is about to buy of one product from the page: the chosen variant's
 * price (the lowest price until a variant is chosen, or `basePriceCents` without a selector)
 * times the quantity input's value (1 while it holds no valid quantity).
 */
export interface ProductAmountSource {
  /** Total in minor units right now. */
  read(): number;
  /** Calls `onChange` whenever the variant selector or quantity input of the product changes. */
  subscribe(onChange: () => void): () => void;
}

/** What a variant costs now in minor units (its sale price while on sale); none without a price. */
function variantCents(variant: MarkupVariant, fractionDigits: number): number | undefined {
  if (variant.priceMoney === undefined) return undefined;
  const { amount } = readPrice(currentPriceNode(variant));
  return Number(decimalText(movePoint(amount, fractionDigits)));
}

export function productAmountSource(
  host: HTMLElement,
  itemId: string,
  basePriceCents: number,
  fractionDigits: number,
  messages: ShopMessages,
): ProductAmountSource {
  const hooks = ['.product-variants', '.product-quantity-input']
    .map((hook) => forItem(hook, itemId))
    .join(', ');
  const isOurs = (target: EventTarget | null): boolean =>
    target instanceof Element && target.closest(hooks) !== null;

  return {
    read() {
      const choice = readProductChoice(host, itemId);
      let unit = basePriceCents;
      const selector = findForItem(host, '.product-variants', itemId);
      if (selector) {
        const variants = parseVariants(selector.dataset.variants);
        const chosen = chosenVariant(variants, choice.options);
        const prices = (chosen ? [chosen] : variants)
          .map((variant) => variantCents(variant, fractionDigits))
          .filter((cents): cents is number => cents !== undefined);
        if (prices.length > 0) unit = Math.min(...prices);
      }
      // No quantity input reads as 1 (parseQuantity's default).
      const quantity = parseQuantity(choice.quantityText, messages);
      return unit * (quantity.ok ? quantity.quantity : 1);
    },
    subscribe(onChange) {
      const listener = (event: Event) => {
        if (isOurs(event.target)) onChange();
      };
      document.addEventListener('input', listener);
      document.addEventListener('change', listener);
      return () => {
        document.removeEventListener('input', listener);
        document.removeEventListener('change', listener);
      };
    },
  };
}
