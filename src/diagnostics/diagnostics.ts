/** The one path for setup mistakes: each is logged once as a `[storefront]` warning and listed by `Storefront.diagnose()`; in the loader, this and their words (`setup-words.ts`) load with the first. */

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
 * The script tag's options whose value can be wrong (`readConfig`), by their key in the tag's
 * dataset (`apiBase` is `data-api-base`); `lang` is `<html lang>`.
 */
export type ConfigOption =
  'apiBase' | 'currency' | 'locale' | 'lang' | 'messages' | 'requestTimeout';

/**
 * Reports one setup mistake. `element` is the element at fault (or a description of it, for
 * the script tag's config). The same mistake on the same element is logged only once. A config
 * value that cannot work is reported by its option and value alone: its attribute and words are
 * the setup words' (`setup-words.ts`), so the loader does not carry them.
 */
export interface ReportSetupProblem {
  (element: Element | string, attribute: string, problem: string, fix: string): void;
  (element: Element | string, option: ConfigOption, value: string): void;
}

/** What words a problem: the element as markup, a config value's attribute, problem and fix. */
export interface SetupWords {
  describeElement(element: Element, attribute: string): string;
  configProblem(
    option: string,
    value: string,
  ): readonly [attribute: string, problem: string, fix: string];
}

export interface Diagnostics<List = SetupProblem[]> {
  readonly report: ReportSetupProblem;
  /** Every mistake reported so far, in the order they were found. */
  list(): List;
}

/**
 * A page's diagnostics: reports deduplicated per element, attribute and problem, worded by
 * `words` and logged at once; `list()` is every one so far. In the loader they live in the
 * `setup-checks` chunk with their words, loaded with a page's first report (`loader/lazy-diagnostics.ts`).
 */
export function createDiagnostics(
  words: SetupWords,
  warn: (text: string) => void = console.warn,
): Diagnostics {
  const problems: SetupProblem[] = [];
  /** Each report as made (element, attribute, problem or config value), for the deduplication. */
  const reported: [Element | string, string, string][] = [];
  const report = (element: Element | string, attribute: string, problem: string, fix?: string) => {
    if (reported.some(([e, a, p]) => e === element && a === attribute && p === problem)) return;
    reported.push([element, attribute, problem]);
    const node = typeof element === 'string' ? null : element;
    const [at, what, how] =
      fix === undefined ? words.configProblem(attribute, problem) : [attribute, problem, fix];
    const entry: SetupProblem = {
      element: node ? words.describeElement(node, at) : (element as string),
      attribute: at,
      problem: what,
      fix: how,
      node,
    };
    problems.push(entry);
    warn(`[storefront] ${entry.element}: ${at} ${what} Fix: ${how}`);
  };
  return { report: report as ReportSetupProblem, list: () => [...problems] };
}
