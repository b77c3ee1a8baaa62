/** The cart page's quantity input for an entry, plain DOM. */
import { parseQuantity, QUANTITY_MAX, QUANTITY_MIN } from '../../commerce/quantity';
import type { Messages } from '../../i18n/messages';
import { ariaFlag, el } from '../shared/element';

export interface QuantityFieldOptions {
  /** Id for the field's label ('Quantity'). */
  labelId: string;
  /** Id of the element holding the entry's title: the input reads 'Quantity <title>'. */
  titleId: string;
  messages: Messages;
  /** Sets the new quantity; resolves false when it failed (the field shows the cart's again). */
  onChange: (quantity: number) => Promise<boolean>;
  /** A typed value that is not a whole number: the reason to show. */
  onInvalid: (message: string) => void;
}

export interface QuantityField {
  element: HTMLFormElement;
  /** Shows the cart's quantity when it changed (elsewhere too) and the entry's busy state. */
  update(quantity: number, busy: boolean): void;
}

/**
 * The entry's quantity: a number input (1 to 9999) that commits on Enter or when it loses
 * focus. It shows the cart's quantity again after a refusal and follows changes made elsewhere;
 * it is never rebuilt, so a shopper typing in it keeps focus while the cart changes.
 */
export function createQuantityField(
  quantity: number,
  options: QuantityFieldOptions,
): QuantityField {
  const { labelId, titleId, messages, onChange, onInvalid } = options;
  const element = el('form', 'sf-cart-entry__quantity');
  const label = el('span', 'sf-cart-entry__label', messages.quantity);
  const input = el('input', '');
  element.noValidate = true;
  label.id = labelId;
  input.type = 'number';
  input.inputMode = 'numeric';
  input.min = String(QUANTITY_MIN);
  input.max = String(QUANTITY_MAX);
  input.step = '1';
  input.setAttribute('aria-labelledby', `${labelId} ${titleId}`);
  element.append(label, input);

  let shown = quantity;
  let busy = false;
  /** A commit's call is in flight: the blur its refusal alert causes must not commit again. */
  let committing = false;
  const show = (value: number) => {
    input.defaultValue = String(value);
    input.value = String(value);
  };
  show(quantity);

  const commit = async () => {
    if (busy || committing) return;
    const draft = input.value;
    if (draft.trim() === '') return show(shown);
    const parsed = parseQuantity(draft, messages);
    if (!parsed.ok) {
      show(shown);
      return onInvalid(parsed.message);
    }
    show(parsed.quantity);
    if (parsed.quantity === shown) return;
    committing = true;
    const changed = await onChange(parsed.quantity);
    committing = false;
    if (!changed) show(shown);
  };
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    void commit();
  });
  input.addEventListener('blur', () => void commit());

  return {
    element,
    update(next, nextBusy) {
      if (next !== shown) show((shown = next));
      if (nextBusy === busy) return;
      busy = nextBusy;
      input.readOnly = busy;
      ariaFlag(input, 'aria-busy', busy);
    },
  };
}
