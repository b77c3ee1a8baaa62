/**
 * The form rules of section 5, as pure functions over serialised values: the client runs them
 * before any call, the mock server runs them (plus its type checks) on every validate and save.
 */
import { FIELD_PARTS, type FieldValue, type FormField, type FormValues } from '../../api/forms';

/** The texts of the rules; the widget passes the (possibly translated) catalogue entries. */
export interface RuleTexts {
  required: string;
  /** Carries `{email}`, filled with an example address. */
  emailInvalid: string;
  tooLong: string;
}

export const EXAMPLE_EMAIL = 'email@example.com';
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A basic address pattern (the platform's rule is not published). */
export const isEmail = (text: string): boolean => EMAIL_PATTERN.test(text.trim());

export const isMultiPart = (type: FormField['type']): type is keyof typeof FIELD_PARTS =>
  type in FIELD_PARTS;

function isEmpty(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return Object.keys(value).length === 0;
}

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
  if (field.required && isEmpty(value)) return texts.required;
  if (field.type === 'email' && typeof value === 'string' && value.trim() !== '') {
    if (!isEmail(value)) return texts.emailInvalid.replace('{email}', EXAMPLE_EMAIL);
  }
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
