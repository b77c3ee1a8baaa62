/** A product's extra-fields form in a modal, and its own React root for the plain-DOM button. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../../runtime/runtime';
import { Modal } from '../shared/Modal';
import { parseExtraFieldsForm, type ExtraField } from './extra-fields-form';
import { additionalFieldErrors, serialiseAdditionalFields } from '../../forms/additional-fields';
import { ruleTexts } from '../../forms/field-rules';
import { extraFieldRule } from './extra-fields';
import { allMessages } from '../../i18n/messages';

export interface ExtraFieldsDialogProps {
  /** The button's `data-form` object (`ButtonConfig.form`). */
  form: object;
  runtime: Runtime;
  /** The values as JSON text (field title -> value), sent as the entry's `additionalFields`. */
  onSubmit: (additionalFields: string) => void;
  onCancel: () => void;
}

/**
 * A product's extra-fields form in a modal: the shopper fills it after the stock check, and the
 * item is added on submit. The additional-fields rule (`src/forms`) runs first; each error is
 * shown under its field and the first invalid field takes focus.
 */
export function ExtraFieldsDialog({
  form: data,
  runtime,
  onSubmit,
  onCancel,
}: ExtraFieldsDialogProps) {
  const [form] = useState(() => parseExtraFieldsForm(data));
  const messages = allMessages(runtime.messages);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const field of form.fields) {
      values[field.id] = data.getAll(field.id).map(String).join(', ');
    }
    const rules = form.fields.map(extraFieldRule);
    const found = additionalFieldErrors(rules, values, ruleTexts(messages));
    setErrors(found);
    const firstInvalid = form.fields.find((field) => found[field.id]);
    if (firstInvalid) {
      formRef.current
        ?.querySelector<HTMLElement>(`[name="${CSS.escape(firstInvalid.id)}"]`)
        ?.focus();
      return;
    }
    onSubmit(serialiseAdditionalFields(rules, values));
  };

  return (
    <Modal
      title={form.name || messages.addToCart}
      closeLabel={messages.close}
      onClose={onCancel}
      nonce={runtime.config.nonce}
    >
      <form ref={formRef} className="sf-extra-fields" noValidate onSubmit={submit}>
        {form.fields.map((field, index) => (
          <FieldRow
            key={field.id}
            field={field}
            id={`${baseId}-${index}`}
            error={errors[field.id]}
          />
        ))}
        <button type="submit" className="sf-button">
          {messages.addToCart}
        </button>
      </form>
    </Modal>
  );
}

/**
 * Shows the form in a React root of its own (the add-to-cart button is plain DOM) until the
 * returned close is called.
 */
export function showExtraFieldsDialog(props: ExtraFieldsDialogProps): () => void {
  const root = createRoot(document.createElement('div'));
  root.render(<ExtraFieldsDialog {...props} />);
  // Unmounted after the event that closes it (a submit or cancel inside React's own handler).
  return () => queueMicrotask(() => root.unmount());
}

function FieldRow({
  field,
  id,
  error,
}: {
  field: ExtraField;
  id: string;
  error: string | undefined;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
  } as const;
  const title = field.title || field.id;
  let control;
  if (field.type === 'textarea') control = <textarea {...common} rows={3} />;
  else if (field.type === 'select')
    control = (
      <select {...common}>
        <option value="" />
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  else if (field.type === 'checkbox' || field.type === 'radio')
    return (
      <fieldset className="sf-field" aria-describedby={error ? errorId : undefined}>
        <legend>{title}</legend>
        {(field.options ?? []).map((option) => (
          <label key={option} className="sf-field__choice">
            <input type={field.type} name={field.id} value={option} /> {option}
          </label>
        ))}
        {error && (
          <p id={errorId} className="sf-field__error">
            {error}
          </p>
        )}
      </fieldset>
    );
  else control = <input {...common} type={field.type === 'email' ? 'email' : 'text'} />;
  return (
    <div className="sf-field">
      <label htmlFor={id}>{title}</label>
      {field.description && <p className="sf-field__description">{field.description}</p>}
      {control}
      {error && (
        <p id={errorId} className="sf-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
