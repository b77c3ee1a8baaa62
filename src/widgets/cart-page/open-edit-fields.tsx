/** The cart page's edit dialog, loaded with a shopper's first Edit press: the entry's form read and shown in React. */
import { createRoot } from 'react-dom/client';
import { createCartEntryCalls, type EntryFormResponse } from '../../api/cart-entries';
import type { CartEntry } from '../../api/schemas';
import type { Runtime } from '../../runtime/runtime';
import { EditFieldsDialog } from './EditFieldsDialog';

/** An open edit dialog: the row hands it its entry as the cart changes, and closes it with itself. */
export interface EditFields {
  update(entry: CartEntry): void;
  close(): void;
}

/** `GET .../entries/{entryId}/additionalFields`: the form to edit the entry with, and its values. */
export function loadEntryForm(runtime: Runtime, entryId: string): Promise<EntryFormResponse> {
  return createCartEntryCalls(runtime.api).getEntryForm(entryId);
}

/**
 * Opens `EditFieldsDialog` (a `Modal`, which portals to `document.body`) for `entry`, in a
 * React root of its own that lives while the dialog is open; `onClosed` runs once it has closed
 * (saved, dismissed, or closed by the row), focus then back on the Edit button.
 */
export function openEditFields(
  runtime: Runtime,
  entry: CartEntry,
  form: EntryFormResponse,
  onClosed: () => void,
): EditFields {
  const root = createRoot(document.createElement('div'));
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    root.unmount();
    onClosed();
  };
  const render = (current: CartEntry) =>
    root.render(<EditFieldsDialog runtime={runtime} entry={current} form={form} onClose={close} />);
  render(entry);
  return {
    update: (current) => {
      if (open) render(current);
    },
    close,
  };
}
