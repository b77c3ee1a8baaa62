/** The one path for setup mistakes: each is logged once as a `[storefront]` warning and listed by `Storefront.diagnose()`. */

/** One setup mistake a site owner made in the markup or the script tag. */
export interface SetupProblem {
  /** The element as markup, e.g. `<div class="sqs-add-to-cart-button">`. */
  readonly element: string;
  /** The attribute at fault, e.g. `data-item-id`. */
  readonly attribute: string;
  /** What is wrong. */
  readonly problem: string;
  /** How to fix it. */
  readonly fix: string;
  /** The element itself, when the mistake is in the page (not in `window.StorefrontConfig`). */
  readonly node: Element | null;
}

/**
 * Reports one setup mistake. `element` is the element at fault (or a description of it, for
 * the script tag's config). The same mistake on the same element is logged only once.
 */
export type ReportSetupProblem = (
  element: Element | string,
  attribute: string,
  problem: string,
  fix: string,
) => void;

export interface Diagnostics {
  readonly report: ReportSetupProblem;
  /** Every mistake reported so far, in the order they were found. */
  list(): SetupProblem[];
}

/** The element's opening tag with its class and the attribute at fault, for a console line. */
export function describeElement(element: Element, attribute?: string): string {
  const parts = [element.localName];
  for (const name of ['id', 'class', 'data-item-id', 'data-id', 'data-form-id']) {
    let value = element.getAttribute(name);
    // The element as the platform wrote it: our own `sf-` classes left out.
    if (name === 'class' && value !== null) {
      value =
        value
          .split(/\s+/)
          .filter((c) => c && !c.startsWith('sf-'))
          .join(' ') || null;
    }
    if (value !== null) parts.push(`${name}="${value}"`);
  }
  if (attribute && !parts.some((part) => part.startsWith(`${attribute}=`))) {
    const value = element.getAttribute(attribute);
    if (value !== null) parts.push(`${attribute}="${value}"`);
  }
  return `<${parts.join(' ')}>`;
}

/** The console line of one problem: element, attribute, what is wrong, the fix. */
export function problemText({ element, attribute, problem, fix }: SetupProblem): string {
  return `[storefront] ${element}: ${attribute} ${problem} Fix: ${fix}`;
}

/** A page's diagnostics: reports deduplicated per element, attribute and problem. */
export function createDiagnostics(warn: (text: string) => void = console.warn): Diagnostics {
  const problems: SetupProblem[] = [];
  const seen = new WeakMap<object, Set<string>>();
  const configKey = {};
  return {
    report(element, attribute, problem, fix) {
      const owner = typeof element === 'string' ? configKey : element;
      const key = `${typeof element === 'string' ? element : ''}\n${attribute}\n${problem}`;
      let keys = seen.get(owner);
      if (!keys) seen.set(owner, (keys = new Set()));
      if (keys.has(key)) return;
      keys.add(key);
      const entry: SetupProblem = {
        element: typeof element === 'string' ? element : describeElement(element, attribute),
        attribute,
        problem,
        fix,
        node: typeof element === 'string' ? null : element,
      };
      problems.push(entry);
      warn(problemText(entry));
    },
    list: () => [...problems],
  };
}
