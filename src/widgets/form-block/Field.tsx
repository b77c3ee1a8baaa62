/** One form field of any editor type, with its label, description, required mark and error. */
import type { ReactNode } from 'react';
import { FIELD_PARTS, type FieldValue, type FormField } from '../../api/forms';
import type { Messages } from '../../i18n/messages';
import { LIKERT_VALUES } from '../../forms/likert';
import { charCount, isMultiPart } from '../../forms/rules';

export interface FieldProps {
  field: FormField;
  value: FieldValue;
  error: string | undefined;
  /** Prefix of element ids, unique per form on the page. */
  idBase: string;
  messages: Messages;
  onChange: (value: FieldValue) => void;
}

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  number: 'number',
  website: 'url',
  password: 'password',
};
const AUTOCOMPLETE: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  website: 'url',
};
const PART_AUTOCOMPLETE: Record<string, string> = {
  'First Name': 'given-name',
  'Last Name': 'family-name',
  'Address 1': 'address-line1',
  'Address 2': 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  'Zip Code': 'postal-code',
  Country: 'country-name',
};

export function Field({ field, value, error, idBase, messages, onChange }: FieldProps) {
  const id = `${idBase}-${field.id}`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const counterId = field.type === 'textarea' && field.maxLength ? `${id}-counter` : '';
  const describedBy =
    [error ? errorId : '', field.description ? descriptionId : '', counterId]
      .filter(Boolean)
      .join(' ') || undefined;
  const title = (
    <>
      {field.title}
      {field.required && (
        <span className="sf-form-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  const errorText = error ? (
    <div className="sf-form-field-error" id={errorId}>
      {error}
    </div>
  ) : null;
  const description = field.description ? (
    <p className="sf-form-description" id={descriptionId}>
      {field.description}
    </p>
  ) : null;
  const invalid = error ? true : undefined;

  if (field.type === 'section') {
    return (
      <div className="sf-form-section">
        <h2 className="sf-form-section-title">{field.title}</h2>
        {description}
        {field.underline && <hr />}
      </div>
    );
  }

  if (isMultiPart(field.type) || field.type === 'radio' || field.type === 'checkbox') {
    return (
      <div className={`sf-form-field sf-form-${field.type}${error ? ' sf-form-error' : ''}`}>
        {errorText}
        <fieldset aria-describedby={describedBy} aria-invalid={invalid}>
          <legend className="sf-form-title">{title}</legend>
          {description}
          {isMultiPart(field.type)
            ? parts(field, value as string[], id, onChange)
            : choices(field, value, id, onChange)}
        </fieldset>
      </div>
    );
  }

  if (field.type === 'likert') {
    const answers = value as Record<string, string>;
    const labels = messages.likertAnswers.split('|');
    return (
      <div className="sf-form-field sf-form-likert">
        <fieldset aria-describedby={describedBy}>
          <legend className="sf-form-title">{title}</legend>
          {description}
          {(field.questions ?? []).map((question, q) => (
            <fieldset className="sf-form-likert-question" key={question}>
              <legend>{question}</legend>
              {LIKERT_VALUES.map((answer, a) => (
                <label key={answer}>
                  <input
                    type="radio"
                    name={`${id}-q${q}`}
                    value={answer}
                    checked={answers[question] === answer}
                    onChange={() => onChange({ ...answers, [question]: answer })}
                  />
                  {labels[a] ?? answer}
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
      </div>
    );
  }

  const text = value as string;
  const common = {
    id,
    name: field.id,
    value: text,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    'aria-required': field.required || undefined,
  };
  let control: ReactNode;
  if (field.type === 'textarea') {
    const max = field.maxLength ?? 0;
    const count = charCount(text);
    control = (
      <>
        <textarea
          {...common}
          placeholder={field.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
        {max > 0 && (
          <div
            id={counterId}
            className={`sf-form-counter${count > max ? ' sf-form-counter-over' : ''}`}
          >
            {`${count} / ${max}`}
          </div>
        )}
      </>
    );
  } else if (field.type === 'select') {
    control = (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <span className="sf-form-input-wrap">
        {field.type === 'currency' && field.currencySymbol && (
          <span className="sf-form-currency" aria-hidden="true">
            {field.currencySymbol}
          </span>
        )}
        <input
          {...common}
          type={INPUT_TYPES[field.type] ?? 'text'}
          autoComplete={AUTOCOMPLETE[field.type]}
          placeholder={field.placeholder}
          inputMode={field.type === 'currency' ? 'decimal' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    );
  }
  return (
    <div className={`sf-form-field sf-form-${field.type}${error ? ' sf-form-error' : ''}`}>
      {errorText}
      <label className="sf-form-title" htmlFor={id}>
        {title}
      </label>
      {description}
      {control}
    </div>
  );
}

function parts(
  field: FormField,
  value: string[],
  id: string,
  onChange: (value: FieldValue) => void,
) {
  const labels: readonly string[] = isMultiPart(field.type) ? FIELD_PARTS[field.type] : [];
  return labels.map((label, index) => {
    if (field.type === 'phone' && index === 0 && !field.showCountryCode) return null;
    const partId = `${id}-${index}`;
    return (
      <span className="sf-form-part" key={label}>
        <label htmlFor={partId}>{label}</label>
        <input
          id={partId}
          type={field.type === 'phone' ? 'tel' : 'text'}
          autoComplete={PART_AUTOCOMPLETE[label]}
          value={value[index] ?? ''}
          onChange={(e) => {
            const next = [...value];
            next[index] = e.target.value;
            onChange(next);
          }}
        />
      </span>
    );
  });
}

function choices(
  field: FormField,
  value: FieldValue,
  id: string,
  onChange: (value: FieldValue) => void,
) {
  const checkbox = field.type === 'checkbox';
  const checked = checkbox ? (value as string[]) : [value as string];
  return (field.options ?? []).map((option, index) => (
    <label className="sf-form-choice" key={option}>
      <input
        type={checkbox ? 'checkbox' : 'radio'}
        name={id}
        id={`${id}-${index}`}
        value={option}
        checked={checked.includes(option)}
        onChange={(e) => {
          if (!checkbox) return onChange(option);
          // Checked values keep the options' order, whatever order they were ticked in.
          const list = value as string[];
          const on = (item: string) => (item === option ? e.target.checked : list.includes(item));
          onChange((field.options ?? []).filter(on));
        }}
      />
      {option}
    </label>
  ));
}
