/** The setup problem of an API base that does not answer as the platform's API. */
import type { ApiError } from '../api/errors';
import type { ReportSetupProblem } from './diagnostics';

/**
 * A handler for the API client's foreign answers (`isForeignAnswer`): reports the first one as
 * a mistake in `data-api-base` (once per page), naming the call that went wrong.
 */
export function reportApiBase(
  apiBase: string,
  report: ReportSetupProblem,
): (error: ApiError) => void {
  let reported = false;
  return (error) => {
    if (reported) return;
    reported = true;
    const element =
      document.querySelector('script[data-api-base]') ?? 'window.StorefrontConfig.apiBase';
    report(
      element,
      'data-api-base',
      `("${apiBase}") does not answer as the Storefront API (${error.message}).`,
      "point it at the origin that serves /api (the platform's, or the mock server's), or remove it to use this page's origin; an API on another origin must allow this one (CORS, README).",
    );
  };
}
