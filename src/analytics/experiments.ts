/**
 * Experiments for the analytics payloads (section 3 of the templates/site-users document): only
 * those with status ACTIVE are reported, each as its name and variant.
 */

/** An experiment as the page context lists it. */
export interface Experiment {
  name: string;
  variant: string;
  status: string;
}

/** What analytics payloads carry of an experiment. */
export interface ReportedExperiment {
  name: string;
  variant: string;
}

export function reportedExperiments(experiments: readonly Experiment[]): ReportedExperiment[] {
  return experiments
    .filter((experiment) => experiment.status === 'ACTIVE')
    .map(({ name, variant }) => ({ name, variant }));
}

/**
 * The experiments of the page: the JSON array in `<script type="application/json"
 * data-storefront-experiments>`, entries without a string name, variant and status skipped.
 */
export function readExperiments(root: ParentNode = document): Experiment[] {
  const script = root.querySelector('script[data-storefront-experiments]');
  if (!script?.textContent) return [];
  try {
    const list = JSON.parse(script.textContent) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is Experiment =>
        typeof item === 'object' &&
        item !== null &&
        ['name', 'variant', 'status'].every(
          (key) => typeof (item as Record<string, unknown>)[key] === 'string',
        ),
    );
  } catch {
    console.error('[storefront] the page experiments are not valid JSON; none reported.');
    return [];
  }
}
