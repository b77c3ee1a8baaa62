/** Tests of the form block and how it maps failed submissions. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../../api/error-classes';
import { FormDefinitionSchema, type FormsApi } from '../../api/forms';
import type { ErrorBody } from '../../api/error-classes';
import { messages } from '../../i18n/messages';
import { FormBlock } from './FormBlock';
import { failure } from './submit';

afterEach(cleanup);

const form = FormDefinitionSchema.parse({
  id: 'f1',
  name: 'Edit',
  submitButtonText: 'Save',
  fields: [{ id: 'note', type: 'text', title: 'Note', required: true }],
});

function setup(api: Partial<FormsApi>, asyncEdit = false) {
  const full: FormsApi = {
    definition: async () => form,
    validate: async () => ({ ok: true }),
    submissionKey: async () => 'k',
    save: async () => ({ ok: true }),
    ...api,
  };
  const onSuccess = vi.fn();
  render(
    <FormBlock
      form={form}
      api={full}
      messages={messages}
      page={{
        pageTitle: 't',
        pageId: 'p',
        contentSource: 'c',
        pagePath: '/',
        pagePermissionTypeValue: 1,
      }}
      clientValidation
      asyncEdit={asyncEdit}
      nonce={undefined}
      captchaSiteKey={undefined}
      onSuccess={onSuccess}
    />,
  );
  return { onSuccess };
}

describe('FormBlock', () => {
  it("reads 'Saving…' while an async edit saves, then shows the success view", async () => {
    let finish: (value: { ok: true }) => void = () => undefined;
    const { onSuccess } = setup({ save: () => new Promise((resolve) => (finish = resolve)) }, true);
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'hello' } });
    await act(async () => fireEvent.submit(screen.getByRole('button').closest('form')!));
    expect(screen.getByRole('button').textContent).toBe('Saving…');
    await act(async () => finish({ ok: true }));
    expect(onSuccess).toHaveBeenCalledWith({ note: 'hello' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("reads 'Submitting…' otherwise, and sends nothing while the rules fail", async () => {
    const validate = vi.fn(async () => ({ ok: true as const }));
    setup({ validate });
    await act(async () => fireEvent.submit(screen.getByRole('button').closest('form')!));
    expect(screen.getByText('Required')).toBeTruthy();
    expect(validate).not.toHaveBeenCalled();
  });
});

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
