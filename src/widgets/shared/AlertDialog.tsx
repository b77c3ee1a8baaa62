import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from './use-modal-dialog';

export interface AlertDialogProps {
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * A modal alert on a native `<dialog>` (`role="alertdialog"`): labelled by its title, described
 * by its message, focus on its button and returned to the trigger; Escape, a press on the
 * backdrop and the button dismiss it; the page behind is inert (Tab never reaches it). Render it
 * only while open; it portals to `document.body`.
 */
export function AlertDialog({ title, message, closeLabel, onClose }: AlertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useModalDialog(ref, { onClose, initialFocus: button });
  const titleId = useId();
  const messageId = useId();

  return createPortal(
    <dialog
      ref={ref}
      role="alertdialog"
      className="sf-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="sf-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="sf-dialog__message">
        {message}
      </p>
      <button ref={button} type="button" className="sf-button" onClick={onClose}>
        {closeLabel}
      </button>
    </dialog>,
    document.body,
  );
}
