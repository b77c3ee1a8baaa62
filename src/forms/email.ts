/** The one email rule (sections 5 and 9): what a valid address is, and the example shown. */

/** Section 9: an email is 3 to 256 characters. */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;

/** The address the 'Email is not valid…' text offers as the format to follow. */
export const EXAMPLE_EMAIL = 'email@example.com';

/**
 * A basic address pattern (the platform's own is not published): one `@`, a dot in the domain,
 * and none of the characters an address cannot hold unquoted (spaces, `<>()[]\,;:"`).
 */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * Text that is not text: a control character (NUL among them, which the pattern's `\s` lets
 * through) or half of a surrogate pair, which storage would change into U+FFFD.
 */
const NOT_TEXT = /[\p{Cc}\p{Cs}]/u;

/**
 * Whether `text` (trimmed) is a valid address: 3 to 256 characters matching the pattern, and
 * no control character or lone surrogate.
 */
export function isEmail(text: string): boolean {
  const email = text.trim();
  return (
    email.length >= EMAIL_LENGTH.min &&
    email.length <= EMAIL_LENGTH.max &&
    EMAIL_PATTERN.test(email) &&
    !NOT_TEXT.test(email)
  );
}

/** 'blank', 'invalid', or undefined when `text` is a valid address (the restock form's texts). */
export function emailProblem(text: string): 'blank' | 'invalid' | undefined {
  if (text.trim() === '') return 'blank';
  return isEmail(text) ? undefined : 'invalid';
}

/** The 'Email is not valid…' catalogue text with {@link EXAMPLE_EMAIL} filled in. */
export const emailInvalidText = (template: string): string =>
  template.replace('{email}', EXAMPLE_EMAIL);
