/** The setup check of a variant selector's option names against the product's own options. */
import type { ReportSetupProblem } from '../../diagnostics/diagnostics';
import type { UnknownOptionName } from './setup-reports';

/** The option names the product's variants carry (`attributes` keys), in first-seen order. */
export function productOptionNames(
  variants: readonly { attributes: Record<string, string> }[],
): string[] {
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.attributes)))];
}

/**
 * Reports each `[data-variant-option-name]` under `selector` whose name the product does not
 * have (shoppers could choose it, yet the add would still ask for that option), in words loaded
 * only then (`setup-reports.ts`). Returns whether every name matched. A product without options
 * (no names known) is not checked.
 */
export function checkOptionNames(
  selector: HTMLElement,
  productOptions: readonly string[],
  report: ReportSetupProblem,
): boolean {
  if (productOptions.length === 0) return true;
  const mistakes: UnknownOptionName[] = [];
  const elements = [...selector.querySelectorAll<HTMLElement>('[data-variant-option-name]')];
  // The product's options no element names: one of them is what a misspelt name meant.
  const unused = productOptions.filter(
    (option) => !elements.some((element) => element.dataset.variantOptionName === option),
  );
  for (const element of elements) {
    const name = element.dataset.variantOptionName ?? '';
    if (productOptions.includes(name) || mistakes.some((mistake) => mistake.name === name)) {
      continue;
    }
    const likely =
      productOptions.find((option) => option.toLowerCase() === name.toLowerCase()) ??
      (unused.length === 1 ? unused[0] : undefined);
    mistakes.push({ element, name, likely });
  }
  if (mistakes.length === 0) return true;
  void import('./setup-reports').then(({ reportOptionNames }) =>
    reportOptionNames(mistakes, productOptions, report),
  );
  return false;
}
