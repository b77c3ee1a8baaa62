/**
 * A product's additional fields (the extra-fields form of an add, the cart page's edit form): the
 * shape of an entry's `additionalFields` and the one rule of what they must hold, run by the
 * add-to-cart dialog, the cart page's edit dialog and the mock server's add and edit alike.
 */
import { emailError, hasValue, type RuleTexts } from './field-rules';

/** A field of an additional-fields form, as far as its rule needs it. */
export interface AdditionalFieldRule {
  id: string;
  /** The field's title: the key of its value in `additionalFields`. */
  label: string;
  type: string;
  required: boolean;
}

/**
 * The values an `additionalFields` text holds, keyed by label: `null` holds none; anything but
 * JSON text of an object of strings gives undefined.
 */
export function parseAdditionalFields(text: string | null): Record<string, string> | undefined {
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (!entries.every(([, field]) => typeof field === 'string')) return undefined;
  return Object.fromEntries(entries) as Record<string, string>;
}

/** A field's value among parsed values: under its label, else under its id. */
export const additionalFieldValue = (
  values: Readonly<Record<string, string>>,
  field: Pick<AdditionalFieldRule, 'id' | 'label'>,
): string | undefined => values[field.label] ?? values[field.id];

/** The `additionalFields` text of values keyed by field id: JSON of label -> value. */
export const serialiseAdditionalFields = (
  fields: readonly Pick<AdditionalFieldRule, 'id' | 'label'>[],
  valuesById: Readonly<Record<string, string | undefined>>,
): string =>
  JSON.stringify(
    Object.fromEntries(fields.map((field) => [field.label, valuesById[field.id] ?? ''])),
  );

/**
 * The errors of values keyed by field id, keyed by field id: a required field without a value
 * reads 'Required'; a filled email field must be a valid address. Empty when they pass.
 */
export function additionalFieldErrors(
  fields: readonly AdditionalFieldRule[],
  valuesById: Readonly<Record<string, string | undefined>>,
  texts: RuleTexts,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = valuesById[field.id] ?? '';
    const error =
      field.required && !hasValue(value)
        ? texts.required
        : field.type === 'email'
          ? emailError(value, texts)
          : undefined;
    if (error) errors[field.id] = error;
  }
  return errors;
}

/** The check of an entry's `additionalFields` text against its product's form. */
export type AdditionalFieldsCheck =
  | { ok: true }
  | { ok: false; unparsable: true }
  | { ok: false; unparsable: false; errors: Record<string, string> };

export function checkAdditionalFields(
  fields: readonly AdditionalFieldRule[],
  text: string | null,
  texts: RuleTexts,
): AdditionalFieldsCheck {
  const values = parseAdditionalFields(text);
  if (!values) return { ok: false, unparsable: true };
  const byId = Object.fromEntries(
    fields.map((field) => [field.id, additionalFieldValue(values, field)]),
  );
  const errors = additionalFieldErrors(fields, byId, texts);
  return Object.keys(errors).length > 0 ? { ok: false, unparsable: false, errors } : { ok: true };
}
