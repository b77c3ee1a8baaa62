/** The cart page's quantity input for an entry. */
import { useId, useState, type FormEvent } from 'react';
import type { CartEntry } from '../../api/schemas';
import { parseQuantity, QUANTITY_MAX, QUANTITY_MIN } from '../../commerce/quantity';
import type { Messages } from '../../i18n/messages';

export interface QuantityFieldProps {
  entry: CartEntry;
  /** Id of the element holding the entry's title: the input reads 'Quantity <title>'. */
  titleId: string;
  messages: Messages;
  busy: boolean;
  /** Sets the new quantity; resolves false when it failed (the field shows the old one again). */
  onChange: (quantity: number) => Promise<boolean>;
  /** A typed value that is not a whole number: the reason to show. */
  onInvalid: (message: string) => void;
}

/**
 * The entry's quantity: a number input (1 to 9999) that commits on Enter or when it loses
 * focus. It shows the cart's quantity again after a refusal and follows changes made elsewhere.
 */
export function QuantityField({
  entry,
  titleId,
  messages,
  busy,
  onChange,
  onInvalid,
}: QuantityFieldProps) {
  const labelId = useId();
  const [draft, setDraft] = useState(String(entry.quantity));
  const [shown, setShown] = useState(entry.quantity);
  if (shown !== entry.quantity) {
    setShown(entry.quantity);
    setDraft(String(entry.quantity));
  }

  const commit = async () => {
    if (busy) return;
    if (draft.trim() === '') {
      setDraft(String(entry.quantity));
      return;
    }
    const parsed = parseQuantity(draft, messages);
    if (!parsed.ok) {
      setDraft(String(entry.quantity));
      onInvalid(parsed.message);
      return;
    }
    setDraft(String(parsed.quantity));
    if (parsed.quantity === entry.quantity) return;
    if (!(await onChange(parsed.quantity))) setDraft(String(entry.quantity));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void commit();
  };

  return (
    <form className="sf-cart-entry__quantity" onSubmit={submit} noValidate>
      <span id={labelId} className="sf-cart-entry__label">
        {messages.quantity}
      </span>
      <input
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={draft}
        aria-labelledby={`${labelId} ${titleId}`}
        aria-busy={busy || undefined}
        readOnly={busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
      />
    </form>
  );
}
