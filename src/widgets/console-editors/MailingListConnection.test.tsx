/**
 * The mailing-list connection over a stand-in of its calls (the server's own rules:
 * mock-server/routes/editor-content.test.ts): the documents' texts, Connect and Disconnect.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connections, EditorContentApi } from '../../api/editor-content';
import { HttpError, NetworkError } from '../../api/error-classes';
import { MailingListConnection } from './MailingListConnection';

afterEach(cleanup);

const start: Connections = {
  lists: [{ id: 'news', name: 'Newsletter' }],
  mailing: null,
  automation: { zaps: 0 },
};

function fakeApi(fail?: Error): EditorContentApi {
  let state = start;
  const calls: Partial<EditorContentApi> = {
    connectMailing: async (request) => {
      if (fail) throw fail;
      state = { ...state, mailing: request };
      return state;
    },
    disconnectMailing: async () => (state = { ...state, mailing: null }),
  };
  return calls as EditorContentApi;
}

describe('MailingListConnection', () => {
  it('asks for a list before connecting, then connects with double opt-in and disconnects', async () => {
    render(<MailingListConnection api={fakeApi()} initial={start} />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByText('A List must be selected')).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'Mailing list' }).getAttribute('aria-invalid'),
    ).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Mailing list' }), {
      target: { value: 'news' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByText('Connected to Newsletter.');
    expect(screen.getByRole('checkbox', { name: 'Double opt-in' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await screen.findByRole('button', { name: 'Connect' });
  });

  it('says there are no lists to pick on a site without one', () => {
    render(<MailingListConnection api={fakeApi()} initial={{ ...start, lists: [] }} />);
    expect(screen.getByRole('note').textContent).toBe(
      "You don't have any mailing lists. Please create one before continuing",
    );
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });

  it.each([
    [
      new NetworkError('PUT', '/api/connections/mailing', 'offline'),
      'Unable to connect. Please try again',
    ],
    [
      new HttpError('PUT', '/api/connections/mailing', 502, undefined),
      'Unable to connect. Please try again',
    ],
    [
      new HttpError('PUT', '/api/connections/mailing', 403, {
        message: 'Your role cannot do this.',
      }),
      'Your role cannot do this.',
    ],
  ])('says why a connection failed (%s)', async (error, text) => {
    render(<MailingListConnection api={fakeApi(error)} initial={{ ...start, mailing: null }} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Mailing list' }), {
      target: { value: 'news' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
  });
});
