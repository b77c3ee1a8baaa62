/** What the shopper has chosen for one product on the page. */
export interface ProductChoice {
  /** Option name -> chosen value, in the order the variant selector shows them. */
  options: { name: string; value: string | undefined }[];
  /** Whether the page shows a variant selector for this product (product page vs grid). */
  hasVariantSelector: boolean;
  /** The quantity input's raw text, when the product has one. */
  quantityText: string | undefined;
}

const escapeAttribute = (value: string) => value.replace(/["\\]/g, '\\$&');

/**
 * Finds the variant selector (`.product-variants`) and quantity input
 * (`.product-quantity-input`) the templates emit for `itemId`, preferring those in the same
 * product block as the button, and reads the shopper's choice from them.
 */
export function readProductChoice(button: HTMLElement, itemId: string): ProductChoice {
  const scoped = (selector: string): HTMLElement | null => {
    const full = `${selector}[data-item-id="${escapeAttribute(itemId)}"]`;
    for (let node = button.parentElement; node; node = node.parentElement) {
      const found = node.querySelector<HTMLElement>(full);
      if (found) return found;
    }
    return null;
  };

  const variants = scoped('.product-variants');
  const options = [...(variants?.querySelectorAll<HTMLElement>('.variant-option') ?? [])].flatMap(
    (option) => {
      const select = option.querySelector<HTMLSelectElement>('select[data-variant-option-name]');
      const radios = option.querySelector<HTMLElement>('[data-variant-option-name]:not(select)');
      const name =
        select?.dataset.variantOptionName ?? radios?.dataset.variantOptionName ?? undefined;
      if (name === undefined) return [];
      const checked = radios?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      const value = select?.value || checked?.value || undefined;
      return [{ name, value }];
    },
  );
  const quantity = scoped('.product-quantity-input')?.querySelector('input');
  return {
    options,
    hasVariantSelector: variants !== null,
    quantityText: quantity ? quantity.value : undefined,
  };
}
