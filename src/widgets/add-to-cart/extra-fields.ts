import type { Messages } from '../../i18n/messages';
import type { ExtraField } from './button-config';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The forms' client rules (section 5) for an extra-fields form: an empty required field reads
 * 'Required'; an email field, when filled, must be a valid address. Field id -> message.
 */
export function validateExtraFields(
  fields: readonly ExtraField[],
  values: Record<string, string>,
  messages: Pick<Messages, 'formRequired' | 'formEmailInvalid'>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.id] ?? '').trim();
    if (field.required && value === '') errors[field.id] = messages.formRequired;
    else if (field.type === 'email' && value !== '' && !EMAIL.test(value)) {
      errors[field.id] = messages.formEmailInvalid.replace('{email}', 'name@example.com');
    }
  }
  return errors;
}
