/**
 * The form rules of section 5, as pure functions over serialised values: the form block runs them
 * before any call, the mock server runs them (plus its shape checks) on every validate and save.
 */
import { FIELD_PARTS, type FieldValue, type FormField, type FormValues } from '../api/forms';
import type { Messages } from '../i18n/messages';
import { emailInvalidText, isEmail } from './email';

/** The texts of the rules: the (possibly translated) catalogue entries. */
export interface RuleTexts {
  required: string;
  /** Carries `{email}`, filled with the example address. */
  emailInvalid: string;
  tooLong: string;
}

/** The rule texts of a message catalogue (the client's, or the English one on the server). */
export const ruleTexts = (
  messages: Pick<Messages, 'formRequired' | 'formEmailInvalid' | 'formTooLong'>,
): RuleTexts => ({
  required: messages.formRequired,
  emailInvalid: messages.formEmailInvalid,
  tooLong: messages.formTooLong,
});

export const isMultiPart = (type: FormField['type']): type is keyof typeof FIELD_PARTS =>
  type in FIELD_PARTS;

/**
 * Whether a value counts as filled: text that is not blank; a multi-part field or checkbox group
 * with any part or choice not blank; a likert map with any answer.
 */
export function hasValue(value: FieldValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((part) => part.trim() !== '');
  return Object.keys(value).length > 0;
}

/** The length a counter shows: characters as a visitor counts them (code points). */
export const charCount = (text: string): number => [...text].length;

/** The error of a filled-in email field, or undefined when it passes. */
export const emailError = (value: string, texts: RuleTexts): string | undefined =>
  value.trim() === '' || isEmail(value) ? undefined : emailInvalidText(texts.emailInvalid);

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
