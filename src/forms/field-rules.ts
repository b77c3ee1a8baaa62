/**
 * What every field rule shares (the form block's section 5 rules and the additional-fields rule):
 * their texts, when a value counts as present, and the email check. Imports no schema, so the
 * cart's dialogs take it without the form block's definitions.
 */
import type { FieldValue } from '../api/forms';
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

/** The error of an email field's text: none when blank (required-ness is checked apart). */
export const emailError = (value: string, texts: RuleTexts): string | undefined =>
  value.trim() === '' || isEmail(value) ? undefined : emailInvalidText(texts.emailInvalid);
