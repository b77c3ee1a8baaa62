import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useId,
  useInteractions,
  useRole,
} from '@floating-ui/react';

export interface AlertDialogProps {
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * A modal alert: labelled by its title, described by its message, focus trapped inside and
 * returned to the trigger, Escape and the close button dismiss it, the page behind is inert.
 */
export function AlertDialog({ title, message, closeLabel, onClose }: AlertDialogProps) {
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([
    useRole(context, { role: 'alertdialog' }),
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
  ]);
  const titleId = useId();
  const messageId = useId();

  return (
    <FloatingPortal>
      <FloatingOverlay className="sf-overlay" lockScroll>
        <FloatingFocusManager context={context} modal returnFocus>
          <div
            ref={refs.setFloating}
            className="sf-dialog"
            aria-labelledby={titleId}
            aria-describedby={messageId}
            {...getFloatingProps()}
          >
            <h2 id={titleId} className="sf-dialog__title">
              {title}
            </h2>
            <p id={messageId} className="sf-dialog__message">
              {message}
            </p>
            <button type="button" className="sf-button" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
