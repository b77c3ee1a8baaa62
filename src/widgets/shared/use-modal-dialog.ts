/** `useModalDialog`: runs a mounted native `<dialog>` as a modal for as long as it is mounted (`runModalDialog`). */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { runModalDialog } from './modal-dialog';

export interface ModalDialogOptions {
  /** Called on Escape (the dialog's `cancel`), a press on the backdrop, or a native close. */
  onClose: () => void;
  /** Element to focus first; default: the browser's choice, the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Runs a mounted `<dialog>` as a modal for as long as it is mounted (see `runModalDialog`):
 * React owns mounting, so Escape and a press on the backdrop call `onClose` and the dialog never
 * closes itself.
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
    return runModalDialog(dialog, () => onCloseRef.current(), initialFocusRef.current?.current);
  }, [ref]);
}
