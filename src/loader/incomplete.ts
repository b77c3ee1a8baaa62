/** The loader's check for hooks missing their key attribute: a cheap look for suspects, the check and its texts a lazy chunk. */
import type { ReportSetupProblem } from '../diagnostics/diagnostics';
import type { checkIncompleteHooks as CheckIncompleteHooks } from '../diagnostics/setup-checks';
import type { HookDefinition } from './registry';

type SetupChecksModule = { checkIncompleteHooks: typeof CheckIncompleteHooks };

/**
 * `lookalikeSelector(hooks)` as the build works it out (`scripts/build.ts`), so the loader carries
 * the selector rather than the code that derives it; undefined without a build (tests).
 */
declare const __STOREFRONT_LOOKALIKE__: string | undefined;

/**
 * Every hook selector without its attribute conditions (`.sqs-add-to-cart-button[data-item-id]`
 * -> `.sqs-add-to-cart-button`): markup that looks like a hook. Only parts with a class count:
 * a hook known by attributes alone cannot be incomplete, and a bare `form` is not a lookalike.
 */
export function lookalikeSelector(hooks: readonly HookDefinition[]): string {
  const parts = hooks.flatMap(({ selector }) =>
    selector.split(',').map((part) => part.replace(/\[[^\]]*\]/g, '').trim()),
  );
  return [...new Set(parts.filter((part) => part.includes('.')))].join(',');
}

/**
 * Returns `check(root)`: when `root` holds (or is) markup that looks like a hook and matches no
 * hook, it imports the `setup-checks` chunk and reports each incomplete hook there. A page whose
 * hooks are all complete (nearly every page) never loads that chunk.
 */
export function createIncompleteCheck(
  hooks: readonly HookDefinition[],
  importChunk: () => Promise<SetupChecksModule>,
  report: ReportSetupProblem,
): (root: ParentNode) => Promise<void> {
  const lookalike =
    typeof __STOREFRONT_LOOKALIKE__ === 'string'
      ? __STOREFRONT_LOOKALIKE__
      : lookalikeSelector(hooks);
  /** Markup that looks like a hook and is none. */
  const suspect = `:is(${lookalike}):not(${hooks.map((hook) => hook.selector).join(',')})`;
  return async (root) => {
    if (!(root instanceof Element && root.matches(suspect)) && !root.querySelector(suspect)) return;
    try {
      (await importChunk()).checkIncompleteHooks(root, report);
    } catch (error) {
      console.error('[storefront] could not load the setup checks', error);
    }
  };
}
