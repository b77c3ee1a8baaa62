/** The setup check of a variant selector's option names against the product's own options. */
import type { ReportSetupProblem } from '../../diagnostics/diagnostics';

/** The option names the product's variants carry (`attributes` keys), in first-seen order. */
export function productOptionNames(
  variants: readonly { attributes: Record<string, string> }[],
): string[] {
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.attributes)))];
}

/**
 * Reports each `[data-variant-option-name]` under `selector` whose name the product does not
 * have (shoppers could choose it, yet the add would still ask for that option), in words loaded
 * only then (`setup-reports.ts`, which also works out the name each one likely meant). Returns
 * whether every name matched. A product without options (no names known) is not checked.
 */
export function checkOptionNames(
  selector: HTMLElement,
  productOptions: readonly string[],
  report: ReportSetupProblem,
): boolean {
  const elements = [...selector.querySelectorAll<HTMLElement>('[data-variant-option-name]')];
  if (
    productOptions.length === 0 ||
    elements.every((element) => productOptions.includes(element.dataset.variantOptionName ?? ''))
  ) {
    return true;
  }
  void import('./setup-reports').then(({ reportOptionNames }) =>
    reportOptionNames(elements, productOptions, report),
  );
  return false;
}
