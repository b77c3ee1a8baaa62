/** One row of the cart page, plain DOM: an entry with its quantity, price and actions. */
import type { CartEntry } from '../../api/schemas';
import { variantText } from '../../commerce/variant-text';
import type { Messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { ariaFlag, el } from '../shared/element';
import type { CartActions } from './cart-actions';
import { fieldPairs, type FormatCents } from './cart-text';
import { editFieldsPress } from './edit-fields-press';
import { createQuantityField } from './quantity-field';

export interface EntryRowContext {
  runtime: Runtime;
  messages: Messages;
  formatCents: FormatCents;
  actions: CartActions;
  /** Called after the entry was removed (focus moves to the cart). */
  onRemoved: () => void;
}

export interface EntryRow {
  element: HTMLLIElement;
  /** Shows the entry as the cart now holds it, in place: no control is rebuilt or moved. */
  update(entry: CartEntry, busy: boolean): void;
  /** The entry left the cart: its edit dialog closes. */
  destroy(): void;
}

let rows = 0;

/** A line with its label before it ('Price $20.00'); returns the line and its value's text. */
function labelled(className: string, label: string): [HTMLParagraphElement, Text] {
  const line = el('p', className);
  const value = document.createTextNode('');
  line.append(el('span', 'sf-cart-entry__label', label), ' ', value);
  return [line, value];
}

/** A row's action button, named '<action> <title>' (`aria-labelledby` its own text and the title). */
function actionButton(id: string, titleId: string, text: string): HTMLButtonElement {
  const button = el('button', 'sf-cart-entry__action', text);
  button.type = 'button';
  button.id = id;
  button.setAttribute('aria-labelledby', `${id} ${titleId}`);
  return button;
}

/** One cart line: title, variant, additional fields, price, quantity, line total, actions. */
export function createEntryRow(entry: CartEntry, context: EntryRowContext): EntryRow {
  const { runtime, messages, formatCents, actions, onRemoved } = context;
  const id = `sf-cart-entry-${(rows += 1)}`;
  const titleId = `${id}-title`;
  const element = el('li', 'sf-cart-entry');
  const main = el('div', 'sf-cart-entry__main');
  const title = el('h2', 'sf-cart-entry__title');
  const [price, priceText] = labelled('sf-cart-entry__price', messages.cartPrice);
  const [total, totalText] = labelled('sf-cart-entry__total', messages.cartLineTotal);
  const buttons = el('div', 'sf-cart-entry__actions');
  const edit = actionButton(`${id}-edit`, titleId, messages.cartEditFields);
  const remove = actionButton(`${id}-remove`, titleId, messages.cartRemove);
  title.id = titleId;

  let current = entry;
  let busy = false;
  const quantity = createQuantityField(entry.quantity, {
    labelId: `${id}-quantity`,
    titleId,
    messages,
    onChange: (value) =>
      actions.run(messages.unableToUpdateQuantity, () =>
        runtime.cart.getState().updateQuantity(current.id, value),
      ),
    onInvalid: (message) => actions.fail({ title: messages.unableToUpdateQuantity, message }),
  });
  const editing = editFieldsPress(edit, runtime, actions, entry);
  remove.addEventListener('click', async () => {
    if (busy) return;
    const entryId = current.id;
    const removed = await actions.run(messages.unableToRemoveItem, () =>
      runtime.cart.getState().removeEntry(entryId),
    );
    if (removed) onRemoved();
  });
  buttons.append(remove);
  element.append(main, quantity.element, total, buttons);

  /** The entry's texts; the main part (nothing in it takes focus) is written anew. */
  const show = (shown: CartEntry) => {
    const variant = variantText(shown.chosenVariant.attributes);
    const fields = fieldPairs(shown);
    title.textContent = shown.title;
    main.replaceChildren(title);
    if (variant) main.append(el('p', 'sf-cart-entry__variant', variant));
    if (fields.length > 0) {
      const list = el('dl', 'sf-cart-entry__fields');
      for (const field of fields) {
        const pair = el('div', '');
        if (field.label) pair.append(el('dt', '', field.label));
        pair.append(el('dd', '', field.value));
        list.append(pair);
      }
      main.append(list);
    }
    main.append(price);
    priceText.data = formatCents(shown.purchasePriceCents);
    totalText.data = formatCents(shown.subTotal);
    if (shown.additionalFields === null) edit.remove();
    else if (edit.parentNode !== buttons) buttons.prepend(edit);
  };
  show(entry);

  return {
    element,
    update(next, nextBusy) {
      if (next !== current) {
        current = next;
        show(next);
        editing.update(next);
      }
      quantity.update(next.quantity, nextBusy);
      busy = nextBusy;
      ariaFlag(element, 'aria-busy', busy);
      ariaFlag(remove, 'aria-disabled', busy);
    },
    destroy: () => editing.destroy(),
  };
}
