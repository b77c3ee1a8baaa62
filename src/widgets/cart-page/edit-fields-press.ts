/** The cart entry's Edit press, plain DOM: React and the edit dialog load with the first press. */
import type { CartEntry } from '../../api/schemas';
import { allMessages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { announce } from '../shared/announce';
import type { CartActions } from './cart-actions';
import type { EditFields } from './open-edit-fields';

export interface EditPress {
  /** The entry as the cart now holds it, for the dialog if it is open. */
  update(entry: CartEntry): void;
  /** The row is gone: an open dialog closes, a pending press opens none. */
  destroy(): void;
}

/**
 * Makes `button` open the entry's additional fields. A press loads the dialog's chunk (React and
 * the modal: a cart page loads no React until then), reads the entry's form ('Unable to open
 * form' and the reason on a refusal, then the cart reloaded) and opens the dialog; the button is
 * `aria-busy` meanwhile. A chunk that cannot load (the shopper went offline) is said aloud and
 * warned about at each press (the browser keeps a module's failed load until the page reloads).
 */
export function editFieldsPress(
  button: HTMLButtonElement,
  runtime: Runtime,
  actions: CartActions,
  entry: CartEntry,
): EditPress {
  let current = entry;
  let opening = false;
  let alive = true;
  let dialog: EditFields | undefined;
  const press = async () => {
    if (opening) return;
    opening = true;
    button.setAttribute('aria-busy', 'true');
    try {
      const edit = await import('./open-edit-fields').catch((error: unknown) => {
        console.warn('[storefront] could not load the cart edit form', error);
        announce(runtime.messages.unableToConnect);
      });
      if (!edit || !alive) return;
      await actions.run(allMessages(runtime.messages).unableToOpenForm, async () => {
        const form = await edit.loadEntryForm(runtime, current.id);
        if (alive) dialog = edit.openEditFields(runtime, current, form, () => (dialog = undefined));
      });
    } finally {
      opening = false;
      button.removeAttribute('aria-busy');
    }
  };
  button.addEventListener('click', () => void press());
  return {
    update(next) {
      current = next;
      dialog?.update(next);
    },
    destroy() {
      alive = false;
      dialog?.close();
    },
  };
}
