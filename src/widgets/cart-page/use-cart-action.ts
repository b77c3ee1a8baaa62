/** The cart page's hook that runs cart actions and turns failures into alerts. */
import { useCallback, useState } from 'react';
import { errorText } from '../../api/error-text';
import { allMessages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';

/** A refusal to show: the commerce document's title ('Unable to remove item') and the reason. */
export interface Failure {
  title: string;
  message: string;
}

/**
 * Runs cart actions and turns a failure into a {@link Failure} for the alert. After a failed
 * call the cart is reloaded from the server, so what the page shows stays what the server holds
 * (a timed-out call may still have been applied); if that reload fails too the page keeps the
 * cart it had.
 */
export function useCartAction(runtime: Runtime) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = useCallback(
    async (title: string, action: () => Promise<unknown>): Promise<boolean> => {
      try {
        await action();
        return true;
      } catch (error) {
        setFailure({ title, message: errorText(error, allMessages(runtime.messages)) });
        void runtime.cart.getState().load();
        return false;
      }
    },
    [runtime],
  );
  const dismiss = useCallback(() => setFailure(null), []);
  return { failure, setFailure, dismiss, run };
}
