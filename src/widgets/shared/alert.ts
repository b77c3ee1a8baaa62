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

/** An open alert: new texts in place, or closed for good. */
export interface OpenAlert {
  update(texts: AlertTexts): void;
  close(): void;
}

let ids = 0;

/** Opens an alert at the end of `document.body`; `onClose` decides when to close it. */
export function openAlert(texts: AlertTexts, onClose: () => void): OpenAlert {
  const id = `sf-alert-${(ids += 1)}`;
  const dialog = el('dialog', 'sf-dialog');
  const title = el('h2', 'sf-dialog__title');
  const message = el('p', 'sf-dialog__message');
  const button = el('button', 'sf-button');
  title.id = `${id}-title`;
  message.id = `${id}-message`;
  button.type = 'button';
  button.addEventListener('click', onClose);
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.setAttribute('aria-describedby', message.id);
  dialog.tabIndex = -1;
  dialog.append(title, message, button);
  const update = (next: AlertTexts) => {
    title.textContent = next.title;
    message.textContent = next.message;
    button.textContent = next.closeLabel;
  };
  update(texts);
  document.body.append(dialog);
  const stop = runModalDialog(dialog, onClose, button);
  return {
    update,
    close() {
      stop();
      dialog.remove();
    },
  };
}
