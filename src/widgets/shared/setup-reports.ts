/** The setup mistakes a product page's widgets find, in words: loaded only on a page that has one. */
import type { ReportSetupProblem } from '../../diagnostics/diagnostics';

/**
 * Reports each option name of a variant selector (`elements`, every `[data-variant-option-name]`
 * in it) that the product does not have, once per name, with the product's option it most likely
 * meant: the same name in other case, else the one option no element names.
 */
export function reportOptionNames(
  elements: readonly HTMLElement[],
  productOptions: readonly string[],
  report: ReportSetupProblem,
): void {
  const names = elements.map((element) => element.dataset.variantOptionName ?? '');
  const unused = productOptions.filter((option) => !names.includes(option));
  elements.forEach((element, at) => {
    const name = names[at] ?? '';
    if (productOptions.includes(name) || names.indexOf(name) < at) return;
    const likely =
      productOptions.find((option) => option.toLowerCase() === name.toLowerCase()) ??
      (unused.length === 1 ? unused[0] : undefined);
    report(
      element,
      'data-variant-option-name',
      `"${name}" is not an option of this product (its options: ${productOptions.join(', ')}), so the product's options are left as the platform's markup.`,
      likely
        ? `write data-variant-option-name="${likely}".`
        : `use one of the product's option names: ${productOptions.map((option) => `"${option}"`).join(', ')}.`,
    );
  });
}

/** Reports an add-to-cart button whose `data-item-id` names no product of the site. */
export function reportUnknownItem(host: HTMLElement, itemId: string, report: ReportSetupProblem) {
  report(
    host,
    'data-item-id',
    `"${itemId}" names no product of this site, so the button is left as the platform's markup.`,
    "use the id of one of the site's products (the platform's {item|add-to-cart-btn} writes it).",
  );
}
