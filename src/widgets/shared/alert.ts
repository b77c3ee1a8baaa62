/**
 * The alert dialog, plain DOM: a native `<dialog role="alertdialog">` run as a modal
 * (`runModalDialog`), labelled by its title, described by its message, focus on its button and
 * returned to the trigger; Escape, a press on the backdrop and the button call `onClose`; the
 * page behind is inert. The add-to-cart button opens it itself; React widgets render
 * `AlertDialog`, which opens this one.
 */
import { el } from './element';
import { runModalDialog } from './modal-dialog';

export interface AlertTexts {
  title: string;
  message: string;
  closeLabel: string;
}

let ids = 0;

/**
 * Opens an alert at the end of `document.body`; `onClose` decides when to close it. Returns the
 * close.
 */
export function openAlert(
  { title, message, closeLabel }: AlertTexts,
  onClose: () => void,
): () => void {
  const id = `sf-alert-${(ids += 1)}`;
  const dialog = el('dialog', 'sf-dialog');
  const heading = el('h2', 'sf-dialog__title', title);
  const text = el('p', 'sf-dialog__message', message);
  const button = el('button', 'sf-button', closeLabel);
  heading.id = `${id}-title`;
  text.id = `${id}-message`;
  button.type = 'button';
  button.addEventListener('click', onClose);
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', heading.id);
  dialog.setAttribute('aria-describedby', text.id);
  dialog.tabIndex = -1;
  dialog.append(heading, text, button);
  document.body.append(dialog);
  const stop = runModalDialog(dialog, onClose, button);
  return () => {
    stop();
    dialog.remove();
  };
}
