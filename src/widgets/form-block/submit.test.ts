/** Tests of how a failed submit maps to the texts of section 8. */
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, type ErrorBody } from '../../api/error-classes';
import { messages } from '../../i18n/messages';
import { failure } from './submit';

describe('failure (section 8 status mapping)', () => {
  const http = (status: number, body?: ErrorBody) => new HttpError('POST', '/x', status, body);

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('maps %i to its text', (status, text) => {
    expect(failure(http(status, { message: 'server' }), messages)).toEqual({
      ok: false,
      fields: {},
      message: text,
    });
  });

  it('marks fields of a 400 with errors; else the response text, else the unknown-error text', () => {
    expect(failure(http(400, { message: 'm', errors: { a: 'Required' } }), messages)).toEqual({
      ok: false,
      fields: { a: 'Required' },
    });
    // The save call's shape (section 7): the map under data.errors.
    expect(
      failure(http(400, { message: 'm', data: { errors: { b: 'Required' } } }), messages),
    ).toEqual({
      ok: false,
      fields: { b: 'Required' },
    });
    expect(failure(http(400, { message: 'Server text' }), messages).message).toBe('Server text');
    expect(failure(http(400), messages).message).toBe('Unknown error, please try again later.');
    expect(failure(new NetworkError('POST', '/x', 'down'), messages).message).toBe(
      'Unknown error, please try again later.',
    );
  });
});
