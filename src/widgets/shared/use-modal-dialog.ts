/** `useModalDialog`: runs a mounted native `<dialog>` as a modal (showModal, close, scroll lock). */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { lockScroll } from './scroll-lock';
import { placeTallDialog } from './tall-dialog';

export interface ModalDialogOptions {
  /** Called on Escape (the dialog's `cancel`), a press on the backdrop, or a native close. */
  onClose: () => void;
  /** Element to focus first; default: the browser's choice, the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Runs a mounted `<dialog>` as a modal for as long as it is mounted. The browser does the focus
 * work: `showModal()` puts the dialog in the top layer, makes the rest of the page inert (Tab
 * cycles through the dialog and the browser's own controls, never the page behind), focuses the
 * first control, and closing gives focus back to the element that had it. This hook adds what
 * the element leaves to the page: Escape and a press on the backdrop call `onClose` (React owns
 * mounting, so the dialog never closes itself), an explicit first control, no page scroll, and
 * the documents' placement of a dialog taller than the window (`placeTallDialog`).
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  { onClose, initialFocus }: ModalDialogOptions,
): void {
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRef.current = initialFocus;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    const unlockScroll = lockScroll();
    if (!dialog.open) dialog.showModal();
    const stopPlacing = placeTallDialog(dialog);
    initialFocusRef.current?.current?.focus();

    const close = () => onCloseRef.current();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // A close the page did not ask for (a browser forcing a repeated Escape through).
    const onNativeClose = () => close();
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
      close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('mousedown', onMouseDown);

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('mousedown', onMouseDown);
      stopPlacing();
      if (dialog.open) dialog.close();
      unlockScroll();
      if (opener instanceof HTMLElement && opener.isConnected) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [ref]);
}
