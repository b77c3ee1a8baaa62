/** `AlertDialog`: the alert dialog (`alert.ts`) for React widgets, open while it is rendered. */
import { useLayoutEffect, useRef } from 'react';
import { openAlert, type AlertTexts, type OpenAlert } from './alert';

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
  const latest = useRef({ texts: { title, message, closeLabel }, onClose });
  const alert = useRef<OpenAlert>(undefined);
  useLayoutEffect(() => {
    latest.current = { texts: { title, message, closeLabel }, onClose };
    alert.current?.update(latest.current.texts);
  });
  useLayoutEffect(() => {
    const opened = openAlert(latest.current.texts, () => latest.current.onClose());
    alert.current = opened;
    return () => {
      alert.current = undefined;
      opened.close();
    };
  }, []);
  return null;
}
