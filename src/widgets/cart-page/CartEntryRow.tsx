/** One row of the cart page: an entry with its quantity, price and actions. */
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { createCartEntryCalls, type EntryFormResponse } from '../../api/cart-entries';
import type { CartEntry } from '../../api/schemas';
import type { Runtime } from '../../runtime/runtime';
import { variantText } from '../../commerce/variant-text';
import { fieldPairs, type FormatCents } from './cart-text';
import { EditFieldsDialog } from './EditFieldsDialog';
import { QuantityField } from './QuantityField';
import type { Failure } from './use-cart-action';
import { allMessages } from '../../i18n/messages';

export interface CartEntryRowProps {
  runtime: Runtime;
  entry: CartEntry;
  formatCents: FormatCents;
  run: (title: string, action: () => Promise<unknown>) => Promise<boolean>;
  fail: (failure: Failure) => void;
  /** Called after the entry was removed (focus moves to the cart). */
  onRemoved: () => void;
}

/** One cart line: title, variant, additional fields, price, quantity, line total, actions. */
export function CartEntryRow({
  runtime,
  entry,
  formatCents,
  run,
  fail,
  onRemoved,
}: CartEntryRowProps) {
  const { cart } = runtime;
  const messages = allMessages(runtime.messages);
  const busy = useStore(cart, (state) => state.pendingEntries.includes(entry.id));
  const [form, setForm] = useState<EntryFormResponse | null>(null);
  const [opening, setOpening] = useState(false);
  const titleId = useId();
  const removeId = useId();
  const editId = useId();
  const variant = variantText(entry.chosenVariant.attributes);
  const fields = fieldPairs(entry);

  const remove = async () => {
    if (busy) return;
    if (await run(messages.unableToRemoveItem, () => cart.getState().removeEntry(entry.id))) {
      onRemoved();
    }
  };
  const openForm = async () => {
    if (opening) return;
    setOpening(true);
    await run(messages.unableToOpenForm, async () => {
      setForm(await createCartEntryCalls(runtime.api).getEntryForm(entry.id));
    });
    setOpening(false);
  };

  return (
    <li className="sf-cart-entry" aria-busy={busy || undefined}>
      <div className="sf-cart-entry__main">
        <h2 id={titleId} className="sf-cart-entry__title">
          {entry.title}
        </h2>
        {variant && <p className="sf-cart-entry__variant">{variant}</p>}
        {fields.length > 0 && (
          <dl className="sf-cart-entry__fields">
            {fields.map((field, index) => (
              <div key={index}>
                {field.label && <dt>{field.label}</dt>}
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="sf-cart-entry__price">
          <span className="sf-cart-entry__label">{messages.cartPrice}</span>{' '}
          {formatCents(entry.purchasePriceCents)}
        </p>
      </div>
      <QuantityField
        entry={entry}
        titleId={titleId}
        messages={messages}
        busy={busy}
        onChange={(quantity) =>
          run(messages.unableToUpdateQuantity, () =>
            cart.getState().updateQuantity(entry.id, quantity),
          )
        }
        onInvalid={(message) => fail({ title: messages.unableToUpdateQuantity, message })}
      />
      <p className="sf-cart-entry__total">
        <span className="sf-cart-entry__label">{messages.cartLineTotal}</span>{' '}
        {formatCents(entry.subTotal)}
      </p>
      <div className="sf-cart-entry__actions">
        {entry.additionalFields !== null && (
          <button
            type="button"
            id={editId}
            className="sf-cart-entry__action"
            aria-labelledby={`${editId} ${titleId}`}
            aria-busy={opening || undefined}
            onClick={() => void openForm()}
          >
            {messages.cartEditFields}
          </button>
        )}
        <button
          type="button"
          id={removeId}
          className="sf-cart-entry__action"
          aria-labelledby={`${removeId} ${titleId}`}
          aria-disabled={busy || undefined}
          onClick={() => void remove()}
        >
          {messages.cartRemove}
        </button>
      </div>
      {form && (
        <EditFieldsDialog
          runtime={runtime}
          entry={entry}
          form={form}
          onClose={() => setForm(null)}
        />
      )}
    </li>
  );
}
