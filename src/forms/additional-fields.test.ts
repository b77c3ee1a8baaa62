/** The additional-fields rule and the shape of `additionalFields`, as the dialogs and server run them. */
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import {
  additionalFieldErrors,
  checkAdditionalFields,
  parseAdditionalFields,
  serialiseAdditionalFields,
} from './additional-fields';
import { ruleTexts } from './field-rules';

const texts = ruleTexts(messages);
const fields = [
  { id: 'engraving', label: 'Engraving', type: 'text', required: true },
  { id: 'proof', label: 'Email for the proof', type: 'email', required: false },
  { id: 'note', label: 'Gift note', type: 'textarea', required: false },
];

describe('additionalFieldErrors', () => {
  it("reads 'Required' for a blank required field and the email text for a bad address", () => {
    expect(additionalFieldErrors(fields, { engraving: ' ', proof: 'a<b@x.io' }, texts)).toEqual({
      engraving: 'Required',
      proof: 'Email is not valid. Email addresses should follow the format email@example.com.',
    });
    expect(additionalFieldErrors(fields, { engraving: 'JS', proof: '' }, texts)).toEqual({});
  });
});

describe('the additionalFields text', () => {
  it('is JSON of label -> value, read back by label (or by id)', () => {
    const text = serialiseAdditionalFields(fields, { engraving: 'Ada', proof: 'a@x.io' });
    expect(JSON.parse(text)).toEqual({
      Engraving: 'Ada',
      'Email for the proof': 'a@x.io',
      'Gift note': '',
    });
    expect(checkAdditionalFields(fields, text, texts)).toEqual({ ok: true });
    expect(checkAdditionalFields(fields, '{"engraving":"Ada"}', texts)).toEqual({ ok: true });
  });

  it('refuses what is not an object of strings, and a required field left out', () => {
    for (const text of ['not json', '[1', '["Ada"]', '"Ada"', '{"Engraving":5}', 'null']) {
      expect(parseAdditionalFields(text)).toBeUndefined();
      expect(checkAdditionalFields(fields, text, texts)).toEqual({ ok: false, unparsable: true });
    }
    for (const text of [null, '{}', '{"Gift note":"Hi"}']) {
      expect(checkAdditionalFields(fields, text, texts)).toEqual({
        ok: false,
        unparsable: false,
        errors: { engraving: 'Required' },
      });
    }
    expect(checkAdditionalFields([], null, texts)).toEqual({ ok: true });
  });
});
