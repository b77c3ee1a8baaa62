/** The one email rule refuses text that is not text, wherever an email field uses it. */
import { describe, expect, it } from 'vitest';
import { emailProblem, isEmail } from './email';

describe('isEmail', () => {
  it.each(['ada\u0000@example.com', 'ada@example.com\u0000', 'a\u0007da@example.com'])(
    'refuses a control character: %j',
    (email) => {
      expect(isEmail(email)).toBe(false);
      expect(emailProblem(email)).toBe('invalid');
    },
  );

  it.each(['ada\ud800@example.com', 'ada@example.com\udfff'])(
    'refuses a lone surrogate: %j',
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );

  it.each(['ada@example.com', 'zoë@例え.jp', 'ada😀@example.com'])('takes %j', (email) => {
    expect(isEmail(email)).toBe(true);
  });
});
