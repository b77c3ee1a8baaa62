/** The add-to-cart button's setup check at mount: its product exists and the page's option names are the product's. */
import type { ApiClient } from '../../api/client';
import { isHttpError } from '../../api/errors';
import { isForeignAnswer } from '../../api/foreign-answer';
import type { StockResponse } from '../../api/schemas';
import type { ReportSetupProblem } from '../../diagnostics/diagnostics';
import { checkOptionNames, productOptionNames } from '../shared/option-names';
import { findForItem } from '../shared/product-form';

/** One stock call per product and client, however many buttons name it. */
const asked = new WeakMap<ApiClient, Map<string, Promise<StockResponse>>>();

function stockOnce(api: ApiClient, itemId: string): Promise<StockResponse> {
  const byItem = asked.get(api) ?? new Map<string, Promise<StockResponse>>();
  const answer = byItem.get(itemId) ?? api.getStock(itemId);
  asked.set(api, byItem.set(itemId, answer));
  return answer;
}

/**
 * Asks the stock call for the button's product when it mounts, so a wrong `data-item-id` or a
 * variant option name the product lacks is reported now, not at a shopper's click. Calls
 * `onMistake` (the widget then gives the markup back) when one is found; a failed call that is
 * not the API's answer is the API base's problem, reported by the client, not the button's.
 */
export function checkButtonSetup(
  host: HTMLElement,
  api: ApiClient,
  itemId: string,
  report: ReportSetupProblem,
  onMistake: () => void,
): void {
  stockOnce(api, itemId).then(
    ({ results }) => {
      if (!host.isConnected) return;
      const selector = findForItem(host, '.product-variants', itemId);
      if (selector && !checkOptionNames(selector, productOptionNames(results), report)) {
        onMistake();
      }
    },
    (error: unknown) => {
      if (!host.isConnected || isForeignAnswer(error)) return;
      if (isHttpError(error) && error.status === 404) {
        // In words loaded only now (`setup-reports.ts`).
        void import('../shared/setup-reports').then(({ reportUnknownItem }) =>
          reportUnknownItem(host, itemId, report),
        );
        onMistake();
      }
    },
  );
}
