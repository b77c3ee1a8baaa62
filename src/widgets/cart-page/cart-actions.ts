/** The cart page's actions: runs a cart call, shows a refusal in the alert, reloads the cart after a failure. */
import { errorText } from '../../api/error-text';
import { allMessages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { openAlert } from '../shared/alert';

/** A refusal to show: the commerce document's title ('Unable to remove item') and the reason. */
export interface Failure {
  title: string;
  message: string;
}

export interface CartActions {
  /**
   * Runs a cart call; resolves false when it failed, after opening the alert with `title` and
   * the reason and reloading the cart.
   */
  run(title: string, action: () => Promise<unknown>): Promise<boolean>;
  /** Opens the alert with a refusal found before any call (a quantity that is not whole). */
  fail(failure: Failure): void;
  /** Closes the alert if it is open (the page's unmount). */
  close(): void;
}

/**
 * The page's one alert and the runner of its calls. After a failed call the cart is reloaded
 * from the server, so what the page shows stays what the server holds (a timed-out call may
 * still have been applied); if that reload fails too the page keeps the cart it had. A second
 * refusal while one is shown replaces it; the same one again leaves it be.
 */
export function createCartActions(runtime: Runtime): CartActions {
  const messages = allMessages(runtime.messages);
  let shown: (Failure & { close: () => void }) | undefined;
  const close = () => {
    shown?.close();
    shown = undefined;
  };
  const fail = (failure: Failure) => {
    if (shown?.title === failure.title && shown.message === failure.message) return;
    close();
    shown = { ...failure, close: openAlert({ ...failure, closeLabel: messages.ok }, close) };
  };
  return {
    async run(title, action) {
      try {
        await action();
        return true;
      } catch (error) {
        fail({ title, message: errorText(error, messages) });
        void runtime.cart.getState().load();
        return false;
      }
    },
    fail,
    close,
  };
}
