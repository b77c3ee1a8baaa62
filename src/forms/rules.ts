/**
 * The form rules of section 5, as pure functions over serialised values: the form block runs them
 * before any call, the mock server runs them (plus its shape checks) on every validate and save.
 */
import { FIELD_PARTS, type FieldValue, type FormField, type FormValues } from '../api/forms';
import { emailError, hasValue, type RuleTexts } from './field-rules';

export const isMultiPart = (type: FormField['type']): type is keyof typeof FIELD_PARTS =>
  type in FIELD_PARTS;

/** The length a counter shows: characters as a visitor counts them (code points). */
export const charCount = (text: string): number => [...text].length;

/** The error of one field, or undefined when it passes. */
export function fieldError(
  field: FormField,
  value: FieldValue | undefined,
  texts: RuleTexts,
): string | undefined {
  if (field.type === 'section' || field.type === 'hidden' || field.type === 'likert') {
    return undefined;
  }
  if (field.required && !hasValue(value)) return texts.required;
  if (field.type === 'email' && typeof value === 'string') return emailError(value, texts);
  if (field.type === 'textarea' && field.maxLength && typeof value === 'string') {
    if (charCount(value) > field.maxLength) return texts.tooLong;
  }
  return undefined;
}

/** Every field's error, keyed by field id; empty when the form may be sent. */
export function formErrors(
  fields: readonly FormField[],
  values: FormValues,
  texts: RuleTexts,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldError(field, values[field.id], texts);
    if (error) errors[field.id] = error;
  }
  return errors;
}
