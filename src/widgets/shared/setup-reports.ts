/** The setup mistakes a product page's widgets find, in words: loaded only on a page that has one. */
import type { ReportSetupProblem } from '../../diagnostics/diagnostics';

/** An option name the product does not have, and the product's option it most likely meant. */
export interface UnknownOptionName {
  element: HTMLElement;
  name: string;
  likely: string | undefined;
}

/** Reports each option name of a variant selector that the product does not have. */
export function reportOptionNames(
  mistakes: readonly UnknownOptionName[],
  productOptions: readonly string[],
  report: ReportSetupProblem,
): void {
  for (const { element, name, likely } of mistakes) {
    report(
      element,
      'data-variant-option-name',
      `"${name}" is not an option of this product (its options: ${productOptions.join(', ')}), so the product's options are left as the platform's markup.`,
      likely
        ? `write data-variant-option-name="${likely}".`
        : `use one of the product's option names: ${productOptions.map((option) => `"${option}"`).join(', ')}.`,
    );
  }
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
