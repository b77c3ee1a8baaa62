/** The section 5 rules, the email rule and the Likert scale, as the form block and server run them. */
import { describe, expect, it } from 'vitest';
import { FormFieldSchema, type FormField } from '../api/forms';
import { messages } from '../i18n/messages';
import { EMAIL_LENGTH, emailProblem, isEmail } from './email';
import { LIKERT_ANSWERS, LIKERT_VALUES, isLikertValue } from './likert';
import { hasValue, ruleTexts } from './field-rules';
import { formErrors } from './rules';

const field = (raw: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField =>
  FormFieldSchema.parse(raw);
const texts = ruleTexts(messages);
const EMAIL_TEXT =
  'Email is not valid. Email addresses should follow the format email@example.com.';

describe('formErrors (section 5 rules)', () => {
  it('requires single, multi-part, radio, select and checkbox fields; never likert or sections', () => {
    const fields = [
      field({ id: 't', type: 'text', required: true }),
      field({ id: 'a', type: 'address', required: true }),
      field({ id: 'r', type: 'radio', required: true, options: ['x'] }),
      field({ id: 'c', type: 'checkbox', required: true, options: ['x'] }),
      field({ id: 'l', type: 'likert', required: true, questions: ['q'] }),
      field({ id: 's', type: 'section', required: true }),
    ];
    const empty = { t: ' ', a: ['', '', '', '', '', ''], r: '', c: [], l: {} };
    expect(formErrors(fields, empty, texts)).toEqual({
      t: 'Required',
      a: 'Required',
      r: 'Required',
      c: 'Required',
    });
    // A multi-part field is filled when any part is.
    const filled = { ...empty, t: 'x', a: ['', '', 'Paris', '', '', ''], r: 'x', c: ['x'] };
    expect(formErrors(fields, filled, texts)).toEqual({});
  });

  it('checks an optional email only when given, and the long-text limit', () => {
    const fields = [
      field({ id: 'e', type: 'email' }),
      field({ id: 'm', type: 'textarea', maxLength: 3 }),
      field({ id: 'u', type: 'textarea', maxLength: 0 }),
    ];
    expect(formErrors(fields, { e: '', m: 'abc', u: 'x'.repeat(9999) }, texts)).toEqual({});
    expect(formErrors(fields, { e: 'a@b', m: 'abcd', u: '' }, texts)).toEqual({
      e: EMAIL_TEXT,
      m: 'You have exceeded the character limit.',
    });
  });

  it('counts a value as present when any text, part, choice or answer is not blank', () => {
    expect([undefined, '', '  ', ['', ' '], [], {}].map(hasValue)).toEqual(Array(6).fill(false));
    expect(['x', ['', 'x'], ['x'], { q: '1' }].map(hasValue)).toEqual(Array(4).fill(true));
  });
});

describe('the email rule', () => {
  it('takes a basic address of 3 to 256 characters, trimmed', () => {
    expect(isEmail(' ada@example.com ')).toBe(true);
    const longest = `${'a'.repeat(EMAIL_LENGTH.max - '@x.io'.length)}@x.io`;
    expect(isEmail(longest)).toBe(true);
    expect(isEmail(`a${longest}`)).toBe(false);
  });

  it.each(['a<b@x.io', 'a b@x.io', 'a@b', '@x.io', 'a@x.', 'a@@x.io', 'a"b@x.io', 'a,b@x.io'])(
    'refuses %s',
    (text) => {
      expect(isEmail(text)).toBe(false);
      expect(emailProblem(text)).toBe('invalid');
    },
  );

  it("tells a blank address apart (the restock form's 'Email cannot be blank')", () => {
    expect(emailProblem('   ')).toBe('blank');
    expect(emailProblem('ada@example.com')).toBeUndefined();
  });
});

describe('the Likert scale', () => {
  it('answers -2 to 2, worded as the documents do', () => {
    expect(LIKERT_VALUES.map(isLikertValue)).toEqual(Array(5).fill(true));
    expect(['3', '-3', '', '0.5'].some(isLikertValue)).toBe(false);
    expect(Object.fromEntries(LIKERT_VALUES.map((value, i) => [value, LIKERT_ANSWERS[i]]))).toEqual(
      {
        '-2': 'Strongly Disagree',
        '-1': 'Disagree',
        '0': 'Neutral',
        '1': 'Agree',
        '2': 'Strongly Agree',
      },
    );
  });
});
