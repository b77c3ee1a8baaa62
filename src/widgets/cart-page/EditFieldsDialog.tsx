/** The cart page's dialog for editing an entry's additional fields. */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { EntryFormResponse } from '../../api/cart-entries';
import { errorText } from '../../api/error-text';
import { isHttpError } from '../../api/errors';
import type { CartEntry } from '../../api/schemas';
import {
  additionalFieldErrors,
  additionalFieldValue,
  serialiseAdditionalFields,
} from '../../forms/additional-fields';
import { ruleTexts } from '../../forms/field-rules';
import type { Runtime } from '../../runtime/runtime';
import { Modal } from '../shared/Modal';
import { allMessages } from '../../i18n/messages';

export interface EditFieldsDialogProps {
  runtime: Runtime;
  entry: CartEntry;
  form: EntryFormResponse;
  onClose: () => void;
}

/**
 * The entry's additional fields in a modal form. Saving recalculates the cart (the store emits
 * `cart-recalculating-start`/`-end`); a refusal keeps the dialog open with 'Unable to update
 * form', the reason, and each refused field marked.
 */
export function EditFieldsDialog({ runtime, entry, form, onClose }: EditFieldsDialogProps) {
  const messages = allMessages(runtime.messages);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      form.fields.map((field) => [field.id, additionalFieldValue(form.values, field) ?? '']),
    ),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ reason: string; fields: Record<string, string> } | null>(
    null,
  );
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const invalid = additionalFieldErrors(form.fields, values, ruleTexts(messages));
    if (Object.keys(invalid).length > 0) {
      setError({ reason: '', fields: invalid });
      return;
    }
    const additionalFields = serialiseAdditionalFields(form.fields, values);
    setSaving(true);
    try {
      await runtime.cart.getState().updateAdditionalFields(entry.id, {
        itemId: entry.itemId,
        sku: entry.chosenVariant.sku,
        additionalFields,
      });
      onClose();
    } catch (failure) {
      setSaving(false);
      setError({
        reason: errorText(failure, messages),
        fields: (isHttpError(failure) && failure.body?.errors) || {},
      });
      void runtime.cart.getState().load();
    }
  };

  return (
    <Modal
      title={entry.title}
      closeLabel={messages.close}
      onClose={onClose}
      initialFocus={firstField}
      nonce={runtime.config.nonce}
      className="sf-cart-fields"
    >
      <form onSubmit={save} noValidate aria-describedby={error ? errorId : undefined}>
        {error && (
          <p id={errorId} className="sf-cart-fields__error" role="alert">
            <strong>{messages.unableToUpdateForm}</strong>
            {error.reason && ` ${error.reason}`}
          </p>
        )}
        {form.fields.map((field, index) => {
          const id = `${baseId}-${field.id}`;
          const fieldError = error?.fields[field.id];
          const shared = {
            id,
            value: values[field.id] ?? '',
            required: field.required,
            'aria-invalid': fieldError ? true : undefined,
            'aria-describedby': fieldError ? `${id}-error` : undefined,
            ref: index === 0 ? firstField : undefined,
            onChange: (event: { target: { value: string } }) =>
              setValues((current) => ({ ...current, [field.id]: event.target.value })),
          };
          return (
            <p key={field.id} className="sf-cart-fields__field">
              <label htmlFor={id}>{field.label}</label>
              {fieldError && (
                <span id={`${id}-error`} className="sf-cart-fields__field-error">
                  {fieldError}
                </span>
              )}
              {field.type === 'textarea' ? (
                <textarea {...shared} />
              ) : (
                <input type="text" {...shared} />
              )}
            </p>
          );
        })}
        <button type="submit" className="sf-button" aria-busy={saving || undefined}>
          {saving ? messages.cartSaving : messages.cartSave}
        </button>
      </form>
    </Modal>
  );
}
