/** `runModalDialog`: runs a native `<dialog>` as a modal (showModal, close, scroll lock), React or not. */
import { lockScroll } from './scroll-lock';
import { placeTallDialog } from './tall-dialog';

/**
 * Runs `dialog` (in the document) as a modal until the returned stop is called. The browser does
 * the focus work: `showModal()` puts the dialog in the top layer, makes the rest of the page inert
 * (Tab cycles through the dialog and the browser's own controls, never the page behind), focuses
 * the first control, and closing gives focus back to the element that had it. This adds what the
 * element leaves to the page: Escape and a press on the backdrop call `onClose` (the caller owns
 * the dialog, so it never closes itself), an explicit first control (`initialFocus`), no page
 * scroll, and the documents' placement of a dialog taller than the window (`placeTallDialog`).
 */
export function runModalDialog(
  dialog: HTMLDialogElement,
  onClose: () => void,
  initialFocus?: HTMLElement | null,
): () => void {
  const opener = document.activeElement;
  const unlockScroll = lockScroll();
  if (!dialog.open) dialog.showModal();
  const stopPlacing = placeTallDialog(dialog);
  initialFocus?.focus();

  const onCancel = (event: Event) => {
    event.preventDefault();
    onClose();
  };
  const onMouseDown = (event: MouseEvent) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (inside) return;
    // Otherwise the press would move focus to the body after focus went back to the opener.
    event.preventDefault();
    onClose();
  };
  dialog.addEventListener('cancel', onCancel);
  // A close the page did not ask for (a browser forcing a repeated Escape through).
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('mousedown', onMouseDown);

  return () => {
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener('mousedown', onMouseDown);
    stopPlacing();
    if (dialog.open) dialog.close();
    unlockScroll();
    if (opener instanceof HTMLElement && opener.isConnected) {
      opener.focus({ preventScroll: true });
    }
  };
}
