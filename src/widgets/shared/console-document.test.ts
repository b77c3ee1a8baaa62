/** The generic texts of a console panel's failed call. */
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, TimeoutError } from '../../api/error-classes';
import { failureText } from './console-document';

const url = '/api/content/chart';

describe('failureText', () => {
  it.each([
    [new NetworkError('PUT', url, 'offline'), 'Network error'],
    [new TimeoutError('PUT', url, 'slow'), 'Network error'],
    [new HttpError('PUT', url, 404, { message: 'x' }), 'Unable to locate content'],
    [
      new HttpError('PUT', url, 400, {
        message: 'Invalid request',
        errors: { dataset: 'Enter some data!' },
      }),
      'Enter some data!',
    ],
    [
      new HttpError('PUT', url, 413, { message: 'The request body is too large: at most 256 KB.' }),
      'The request body is too large: at most 256 KB.',
    ],
    [new HttpError('PUT', url, 500, { message: 'boom' }), 'Something went wrong'],
    [new Error('anything else'), 'Something went wrong'],
  ])('%s -> %s', (error, text) => {
    expect(failureText(error)).toBe(text);
  });
});
