import { useLayoutEffect, useRef, type RefObject } from 'react';
import { lockScroll } from './scroll-lock';
import { tabbables } from './tabbable';

/** The open dialogs, innermost last: only the innermost one traps Tab. */
const open: HTMLDialogElement[] = [];

export interface ModalDialogOptions {
  /** Called on Escape (the dialog's `cancel`), a press on the backdrop, or a native close. */
  onClose: () => void;
  /** Element to focus first; default: the first element Tab reaches inside. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Runs a mounted `<dialog>` as a modal for as long as it is mounted: `showModal()` (top layer,
 * the rest of the page inert), focus moved inside and kept there (Tab and Shift+Tab wrap), Escape
 * and a press on the backdrop call `onClose`, the page does not scroll, and on unmount the dialog
 * closes and focus goes back to the element that had it. React owns mounting, so the dialog
 * never closes itself: the caller unmounts it from `onClose`.
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
    open.push(dialog);
    if (!dialog.open) dialog.showModal();
    const first = initialFocusRef.current?.current ?? tabbables(dialog)[0] ?? dialog;
    first.focus();

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
    // On the document, so Tab is kept inside even when focus fell to the body.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || open.at(-1) !== dialog) return;
      const reachable = tabbables(dialog);
      const head = reachable[0] ?? dialog;
      const tail = reachable.at(-1) ?? dialog;
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey && (outside || active === head || active === dialog)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (outside || active === tail)) {
        event.preventDefault();
        head.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown, true);

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown, true);
      const index = open.indexOf(dialog);
      if (index >= 0) open.splice(index, 1);
      if (dialog.open) dialog.close();
      unlockScroll();
      if (opener instanceof HTMLElement && opener.isConnected) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [ref]);
}
