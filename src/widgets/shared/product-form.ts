/** What the shopper has chosen for one product on the page. */
export interface ProductChoice {
  /** Option name -> chosen value, in the order the variant selector shows them. */
  options: { name: string; value: string | undefined }[];
  /** Whether the page shows a variant selector for this product (product page vs grid). */
  hasVariantSelector: boolean;
  /** The quantity input's raw text, when the product has one. */
  quantityText: string | undefined;
}

/** `selector` narrowed to the hooks of `itemId` (`.product-variants[data-item-id="..."]`). */
export const forItem = (selector: string, itemId: string): string =>
  `${selector}[data-item-id="${itemId.replace(/["\\]/g, '\\$&')}"]`;

/**
 * The nearest element matching `selector` for `itemId`, searching outwards from `from`: the one
 * in the same product block as the button wins over others on the page (a listing, quick view).
 */
export function findForItem(
  from: HTMLElement,
  selector: string,
  itemId: string,
): HTMLElement | null {
  const full = forItem(selector, itemId);
  for (let node = from.parentElement; node; node = node.parentElement) {
    const found = node.querySelector<HTMLElement>(full);
    if (found) return found;
  }
  return null;
}

const HOOK_ELEMENTS = '.sqs-add-to-cart-button, .product-variants, .product-quantity-input';

/**
 * The product block around `from`: its nearest ancestor carrying the same `data-item-id` that
 * is not itself a hook (the listing card or product page wrapper). Status marks, prices,
 * scarcity messages and images are looked up inside it, so other products are never touched.
 */
export function productBlock(from: HTMLElement, itemId: string): HTMLElement | null {
  return (
    from.parentElement?.closest<HTMLElement>(forItem(`:not(${HOOK_ELEMENTS})`, itemId)) ?? null
  );
}

/** Chosen value of one `.variant-option`: its select, else its checked radio. */
export function readOption(
  option: HTMLElement,
): { name: string; value: string | undefined } | undefined {
  const select = option.querySelector<HTMLSelectElement>('select[data-variant-option-name]');
  const radios = option.querySelector<HTMLElement>('[data-variant-option-name]:not(select)');
  const name = select?.dataset.variantOptionName ?? radios?.dataset.variantOptionName;
  if (name === undefined) return undefined;
  const checked = radios?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return { name, value: select?.value || checked?.value || undefined };
}

/**
 * Finds the variant selector (`.product-variants`) and quantity input
 * (`.product-quantity-input`) the templates emit for `itemId`, preferring those in the same
 * product block as the button, and reads the shopper's choice from them.
 */
export function readProductChoice(button: HTMLElement, itemId: string): ProductChoice {
  const variants = findForItem(button, '.product-variants', itemId);
  const options = [...(variants?.querySelectorAll<HTMLElement>('.variant-option') ?? [])].flatMap(
    (option) => readOption(option) ?? [],
  );
  const quantity = findForItem(button, '.product-quantity-input', itemId)?.querySelector('input');
  return {
    options,
    hasVariantSelector: variants !== null,
    quantityText: quantity ? quantityText(quantity) : undefined,
  };
}

/**
 * A number input reports text it cannot parse ('abc', '1e') as an empty value with
 * `validity.badInput`; that must read 'Quantity must be a number.', not the default of 1.
 */
function quantityText(input: HTMLInputElement): string {
  return input.validity?.badInput ? 'NaN' : input.value;
}
