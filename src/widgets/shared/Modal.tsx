/** The shared accessible modal dialog. */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { injectStyles } from '../../styles/inject-styles';
import modalCss from './modal.css?inline';
import sharedCss from './shared.css?inline';
import { useModalDialog } from './use-modal-dialog';

export interface ModalProps {
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Accessible name of the close (×) button, e.g. the catalogue's `close` text. */
  closeLabel: string;
  /** Called on Escape, a press on the backdrop, or the close button. */
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the dialog box (the dimmed backdrop is its `::backdrop`). */
  className?: string;
  /** Element to focus first; default: the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of an element inside that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Id of the dialog element, for a trigger's `aria-controls`. */
  id?: string | undefined;
  /** CSP nonce for the `<style>` fallback (`runtime.config.nonce`). */
  nonce?: string | undefined;
}

/**
 * An accessible modal dialog: a native `<dialog>` opened with `showModal()`, `role="dialog"`
 * with `aria-modal`, named by its heading, focus returned to the element that opened it,
 * dismissed by Escape, a press on the backdrop or the close button; everything outside is inert
 * (Tab never reaches it) and the page does not scroll. Render it only while open
 * (`{open && <Modal …/>}`); it portals to `document.body`.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  className,
  initialFocus,
  describedBy,
  hideTitle = false,
  nonce,
  id,
}: ModalProps) {
  injectStyles('shared', sharedCss, nonce);
  injectStyles('modal', modalCss, nonce);
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, { onClose, initialFocus });
  const titleId = useId();

  return createPortal(
    <dialog
      ref={ref}
      role="dialog"
      className={className ? `sf-dialog sf-modal ${className}` : 'sf-dialog sf-modal'}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      {...(id === undefined ? {} : { id })}
    >
      <div className="sf-modal__header">
        <h2
          id={titleId}
          className={hideTitle ? 'sf-visually-hidden' : 'sf-dialog__title sf-modal__title'}
        >
          {title}
        </h2>
        <button type="button" className="sf-modal__close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="sf-modal__body">{children}</div>
    </dialog>,
    document.body,
  );
}
