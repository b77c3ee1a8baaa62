/** One form field in plain DOM, of any editor type: its label, description, required mark, control and error; its inputs hold its value. */
import { FIELD_PARTS, type FieldValue, type FormField } from '../../api/forms';
import { LIKERT_VALUES } from '../../forms/likert';
import { charCount, isMultiPart } from '../../forms/rules';
import { ariaFlag, el } from '../shared/element';

/** A field on the form: its element, its value read from its inputs, its error shown or cleared. */
export interface FieldView {
  readonly element: HTMLElement;
  /** The value as the inputs hold it, in its section 3 shape; undefined for a section. */
  read(): FieldValue | undefined;
  /** Shows `error` above the title (the control invalid and described by it), or takes it away. */
  setError(error: string | undefined): void;
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

/**
 * Builds the field (never a hidden one: it has no element). `idBase` prefixes its element ids,
 * unique per form on the page; `likertLabels` are the words of the Likert answers.
 */
export function buildField(
  field: FormField,
  idBase: string,
  likertLabels: readonly string[],
): FieldView {
  const id = `${idBase}-${field.id}`;
  let description: HTMLElement | undefined;
  if (field.description) {
    description = el('p', 'sf-form-description', field.description);
    description.id = `${id}-description`;
  }

  if (field.type === 'section') {
    const section = el('div', 'sf-form-section');
    section.append(el('h2', 'sf-form-section-title', field.title));
    if (description) section.append(description);
    if (field.underline) section.append(el('hr', ''));
    return { element: section, read: () => undefined, setError: () => undefined };
  }

  const box = el('div', `sf-form-field sf-form-${field.type}`);
  /** What carries the field's invalid state and description: its control, or its fieldset. */
  let target: HTMLElement;
  let read: () => FieldValue;
  let counter: HTMLElement | undefined;
  if (isMultiPart(field.type) || ['radio', 'checkbox', 'likert'].includes(field.type)) {
    target = el('fieldset', '');
    const legend = el('legend', 'sf-form-title');
    writeTitle(legend, field);
    target.append(legend);
    if (description) target.append(description);
    read = isMultiPart(field.type)
      ? parts(target, field, id)
      : field.type === 'likert'
        ? likert(target, field, id, likertLabels)
        : choices(target, field, id);
    box.append(target);
  } else {
    const label = el('label', 'sf-form-title');
    label.htmlFor = id;
    writeTitle(label, field);
    box.append(label);
    if (description) box.append(description);
    const control = singleControl(field);
    control.id = id;
    control.name = field.id;
    if (field.required) control.setAttribute('aria-required', 'true');
    target = control;
    read = () => control.value;
    if (control instanceof HTMLTextAreaElement) {
      box.append(control);
      const max = field.maxLength ?? 0;
      if (max > 0) {
        const count = el('div', 'sf-form-counter');
        count.id = `${id}-counter`;
        const show = () => {
          const length = charCount(control.value);
          count.textContent = `${length} / ${max}`;
          count.classList.toggle('sf-form-counter-over', length > max);
        };
        show();
        control.addEventListener('input', show);
        box.append(count);
        counter = count;
      }
    } else if (control instanceof HTMLSelectElement) {
      box.append(control);
    } else {
      const wrap = el('span', 'sf-form-input-wrap');
      if (field.type === 'currency' && field.currencySymbol) {
        const symbol = el('span', 'sf-form-currency', field.currencySymbol);
        symbol.setAttribute('aria-hidden', 'true');
        wrap.append(symbol);
      }
      wrap.append(control);
      box.append(wrap);
    }
  }

  const error = el('div', 'sf-form-field-error');
  error.id = `${id}-error`;
  const describe = (shown: boolean) => {
    const ids = [shown ? error.id : '', description?.id, counter?.id].filter(Boolean).join(' ');
    if (ids) target.setAttribute('aria-describedby', ids);
    else target.removeAttribute('aria-describedby');
  };
  describe(false);
  return {
    element: box,
    read,
    setError(text) {
      box.classList.toggle('sf-form-error', Boolean(text));
      if (text) {
        if (error.textContent !== text) error.textContent = text;
        if (error.parentNode !== box) box.prepend(error);
      } else {
        error.remove();
      }
      ariaFlag(target, 'aria-invalid', Boolean(text));
      describe(Boolean(text));
    },
  };
}

/** The title, and the required mark screen readers skip (the control says it is required). */
function writeTitle(title: HTMLElement, field: FormField): void {
  title.textContent = field.title;
  if (field.required) {
    const mark = el('span', 'sf-form-required', ' *');
    mark.setAttribute('aria-hidden', 'true');
    title.append(mark);
  }
}

/** A one-control field's textarea, select or input (its id, name and ARIA set by the caller). */
function singleControl(
  field: FormField,
): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (field.type === 'select') {
    const select = el('select', '');
    const none = el('option', '');
    none.value = '';
    select.append(none);
    for (const option of field.options ?? []) {
      const item = el('option', '', option);
      item.value = option;
      select.append(item);
    }
    return select;
  }
  const control = el(field.type === 'textarea' ? 'textarea' : 'input', '');
  if (control instanceof HTMLInputElement) {
    control.type = INPUT_TYPES[field.type] ?? 'text';
    const autocomplete = AUTOCOMPLETE[field.type];
    if (autocomplete) control.setAttribute('autocomplete', autocomplete);
    if (field.type === 'currency') control.inputMode = 'decimal';
  }
  if (field.placeholder !== undefined) control.placeholder = field.placeholder;
  return control;
}

/** A multi-part field's inputs (a phone without a country code has no first one). */
function parts(fieldset: HTMLElement, field: FormField, id: string): () => string[] {
  const labels: readonly string[] = isMultiPart(field.type) ? FIELD_PARTS[field.type] : [];
  const inputs = labels.map((label, index) => {
    if (field.type === 'phone' && index === 0 && !field.showCountryCode) return undefined;
    const part = el('span', 'sf-form-part');
    const name = el('label', '', label);
    const input = el('input', '');
    input.id = `${id}-${index}`;
    name.htmlFor = input.id;
    input.type = field.type === 'phone' ? 'tel' : 'text';
    const autocomplete = PART_AUTOCOMPLETE[label];
    if (autocomplete) input.setAttribute('autocomplete', autocomplete);
    part.append(name, input);
    fieldset.append(part);
    return input;
  });
  return () => inputs.map((input) => input?.value ?? '');
}

/** A radio group's or checkbox group's choices; ticked boxes read in the options' order. */
function choices(fieldset: HTMLElement, field: FormField, id: string): () => FieldValue {
  const checkbox = field.type === 'checkbox';
  const inputs = (field.options ?? []).map((option, index) => {
    const label = el('label', 'sf-form-choice');
    const input = el('input', '');
    input.type = checkbox ? 'checkbox' : 'radio';
    input.name = id;
    input.id = `${id}-${index}`;
    input.value = option;
    label.append(input, option);
    fieldset.append(label);
    return input;
  });
  const checked = () => inputs.filter((input) => input.checked).map((input) => input.value);
  return checkbox ? checked : () => checked()[0] ?? '';
}

/** A Likert field's questions, each a group of the scale's answers; read as question -> answer. */
function likert(
  fieldset: HTMLElement,
  field: FormField,
  id: string,
  labels: readonly string[],
): () => Record<string, string> {
  const groups = (field.questions ?? []).map((question, q) => {
    const group = el('fieldset', 'sf-form-likert-question');
    group.append(el('legend', '', question));
    const inputs = LIKERT_VALUES.map((answer, a) => {
      const label = el('label', '');
      const input = el('input', '');
      input.type = 'radio';
      input.name = `${id}-q${q}`;
      input.value = answer;
      label.append(input, labels[a] ?? answer);
      group.append(label);
      return input;
    });
    fieldset.append(group);
    return [question, inputs] as const;
  });
  return () => {
    const answers: Record<string, string> = {};
    for (const [question, inputs] of groups) {
      const answer = inputs.find((input) => input.checked);
      if (answer) answers[question] = answer.value;
    }
    return answers;
  };
}
