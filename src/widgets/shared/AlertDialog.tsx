/** `AlertDialog`: the alert dialog (`alert.ts`) for React widgets, open while it is rendered. */
import { useLayoutEffect, useRef } from 'react';
import { openAlert, type AlertTexts } from './alert';

export interface AlertDialogProps extends AlertTexts {
  onClose: () => void;
}

/**
 * A modal alert on a native `<dialog>` (`role="alertdialog"`, see `openAlert`): labelled by its
 * title, described by its message, focus on its button and returned to the trigger; Escape, a
 * press on the backdrop and the button call `onClose`; the page behind is inert. Render it only
 * while open; the dialog itself sits at the end of `document.body`.
 */
export function AlertDialog({ title, message, closeLabel, onClose }: AlertDialogProps) {
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  // New texts (rare: a second failure while one is shown) open it anew.
  useLayoutEffect(
    () => openAlert({ title, message, closeLabel }, () => latest.current()),
    [title, message, closeLabel],
  );
  return null;
}
