/** The one path for setup mistakes: each is logged once as a `[storefront]` warning and listed by `Storefront.diagnose()`; their words (`setup-words.ts`) load with the first. */

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

/** The script tag's options whose value can be wrong (`readConfig`); `lang` is `<html lang>`. */
export type ConfigAttribute =
  | 'data-api-base'
  | 'data-currency'
  | 'data-locale'
  | 'lang'
  | 'data-messages'
  | 'data-request-timeout';

/**
 * Reports one setup mistake. `element` is the element at fault (or a description of it, for
 * the script tag's config). The same mistake on the same element is logged only once. A config
 * value that cannot work is reported by its attribute and value alone: its words are the setup
 * words' (`setup-words.ts`), so the loader does not carry them.
 */
export interface ReportSetupProblem {
  (element: Element | string, attribute: string, problem: string, fix: string): void;
  (element: Element | string, attribute: ConfigAttribute, value: string): void;
}

/** What words a problem: the element as markup, a config value's problem and fix. */
export interface SetupWords {
  describeElement(element: Element, attribute: string): string;
  configProblem(attribute: string, value: string): readonly [problem: string, fix: string];
}

export interface Diagnostics<List = SetupProblem[]> {
  readonly report: ReportSetupProblem;
  /** Every mistake reported so far, in the order they were found. */
  list(): List;
}

/**
 * A page's diagnostics: reports deduplicated per element, attribute and problem, worded by
 * `words`: the setup words themselves (logged at once, `list()` an array), or, in the loader,
 * their lazy chunk (`setup-checks`), imported on the first report (logged once it is there,
 * in the order reported; `list()` a promise of them all).
 */
export function createDiagnostics(words: SetupWords, warn?: (text: string) => void): Diagnostics;
export function createDiagnostics(
  words: () => Promise<SetupWords>,
  warn?: (text: string) => void,
): Diagnostics<Promise<SetupProblem[]>>;
export function createDiagnostics(
  words: SetupWords | (() => Promise<SetupWords>),
  warn: (text: string) => void = console.warn,
): Diagnostics<SetupProblem[] | Promise<SetupProblem[]>> {
  const problems: SetupProblem[] = [];
  /** Each report as made (element, attribute, problem or config value), for the deduplication. */
  const reported: [Element | string, string, string][] = [];
  let worded: Promise<unknown> = Promise.resolve();
  const report = (element: Element | string, attribute: string, problem: string, fix?: string) => {
    if (reported.some(([e, a, p]) => e === element && a === attribute && p === problem)) return;
    reported.push([element, attribute, problem]);
    const node = typeof element === 'string' ? null : element;
    const word = (w: SetupWords) => {
      const [what, how] = fix === undefined ? w.configProblem(attribute, problem) : [problem, fix];
      const entry: SetupProblem = {
        element: node ? w.describeElement(node, attribute) : (element as string),
        attribute,
        problem: what,
        fix: how,
        node,
      };
      problems.push(entry);
      warn(`[storefront] ${entry.element}: ${attribute} ${what} Fix: ${how}`);
    };
    if (typeof words === 'function') {
      worded = worded.then(words).then(word, (error: unknown) => {
        console.error('[storefront] could not load the setup checks', error);
      });
    } else word(words);
  };
  return {
    report: report as ReportSetupProblem,
    list: () => (typeof words === 'function' ? worded.then(() => [...problems]) : [...problems]),
  };
}
