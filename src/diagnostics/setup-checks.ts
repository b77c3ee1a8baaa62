/**
 * The setup check for hooks missing their key attribute, with its fix texts, the page's
 * diagnostics and the words of every setup problem (`setup-words.ts`): the `setup-checks` chunk,
 * which the loader imports only when a page has markup that looks like a hook and is not one
 * (`src/loader/incomplete.ts`) or a problem to report (`src/loader/lazy-diagnostics.ts`).
 */
import type { ReportSetupProblem } from './diagnostics';

export { createDiagnostics } from './diagnostics';
export { setupWords } from './setup-words';

/** Markup that looks like a hook but lacks the attribute the loader needs to mount it. */
interface IncompleteHook {
  /** Matches the hook's element without its key attribute. */
  readonly selector: string;
  readonly attribute: string;
  readonly fix: string;
}

const INCOMPLETE_HOOKS: readonly IncompleteHook[] = [
  {
    selector: '.sqs-add-to-cart-button:not([data-item-id])',
    attribute: 'data-item-id',
    fix: 'add data-item-id="<the product id>" (the id the platform gives the product).',
  },
  {
    selector: '.product-variants:not([data-item-id])',
    attribute: 'data-item-id',
    fix: 'add data-item-id="<the product id>", the same as its add-to-cart button.',
  },
  {
    selector: '.product-quantity-input:not([data-item-id])',
    attribute: 'data-item-id',
    fix: 'add data-item-id="<the product id>", the same as its add-to-cart button.',
  },
  {
    selector: '.sqs-product-quick-view-button:not([data-id])',
    attribute: 'data-id',
    fix: 'add data-id="<the product id>".',
  },
  {
    selector: '.sqs-block-form:not([data-form-id]), .sqs-block-newsletter:not([data-form-id])',
    attribute: 'data-form-id',
    fix: 'add data-form-id="<the form id>" (the id the platform gives the form).',
  },
];

/** Reports every hook element under `root` that lacks its key attribute (it stays as it is). */
export function checkIncompleteHooks(root: ParentNode, report: ReportSetupProblem): void {
  for (const { selector, attribute, fix } of INCOMPLETE_HOOKS) {
    const found = [...root.querySelectorAll(selector)];
    if (root instanceof Element && root.matches(selector)) found.unshift(root);
    for (const element of found) {
      report(element, attribute, 'is missing, so the widget is not mounted.', fix);
    }
  }
}
