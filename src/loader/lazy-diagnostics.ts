/** The loader's diagnostics: each setup problem handed, in the order reported, to the page's diagnostics in the `setup-checks` chunk, which loads with the first; the loader carries neither the list nor the words. */
import type { Diagnostics, ReportSetupProblem, SetupProblem } from '../diagnostics/diagnostics';
import type * as SetupChecks from '../diagnostics/setup-checks';

/**
 * Diagnostics whose reports wait for `load` (the `setup-checks` chunk) and go to the one
 * `createDiagnostics` it holds: each logged once as it would be at once, in order; `list()` a
 * promise of every problem reported so far. A page without a problem never loads the chunk.
 */
export function createLazyDiagnostics(
  load: () => Promise<typeof SetupChecks>,
): Diagnostics<Promise<SetupProblem[]>> {
  let diagnostics: Diagnostics | undefined;
  let reported: Promise<unknown> = Promise.resolve();
  return {
    report: ((...problem: [Element | string, string, string, string]) => {
      reported = reported.then(load).then(
        (chunk) => (diagnostics ??= chunk.createDiagnostics(chunk.setupWords)).report(...problem),
        (error: unknown) => console.error('[storefront] could not load the setup checks', error),
      );
    }) as ReportSetupProblem,
    list: () => reported.then(() => (diagnostics ? diagnostics.list() : [])),
  };
}
