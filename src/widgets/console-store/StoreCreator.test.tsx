/** The store-creation helper: its two calls in sequence, the 'N of M' step, typed values kept. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../api/error-classes';
import type { OwnerStoreApi } from '../../api/owner-store';
import { StoreCreator } from './StoreCreator';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeApi() {
  const collection = deferred<{ id: string }>();
  const category = deferred<{ id: string }>();
  const calls: string[] = [];
  const api: OwnerStoreApi = {
    collections: () =>
      Promise.resolve({ collections: [{ id: 'c0', urlId: 'summer-shop', title: 'Summer Shop' }] }),
    createCollection: (request) => {
      calls.push(`collection ${request.urlId}`);
      return collection.promise;
    },
    createCategory: (collectionId, request) => {
      calls.push(`category ${collectionId} ${request.type} ${request.pageRendering}`);
      return category.promise;
    },
  };
  return { api, calls, collection, category };
}

const flush = () => act(async () => {});

describe('StoreCreator', () => {
  it('creates the page, then its category, showing 1 of 2 and 2 of 2; the URL is the next free one', async () => {
    const { api, calls, collection, category } = fakeApi();
    render(<StoreCreator api={api} canWrite={() => Promise.resolve(true)} />);
    await flush();
    fireEvent.change(screen.getByLabelText('Store name'), { target: { value: 'Summer Shop' } });
    expect(screen.getByText('Page URL: /summer-shop-1')).toBeTruthy();
    fireEvent.submit(screen.getByLabelText('Store name').closest('form') as HTMLFormElement);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('1 of 2');
    expect(calls).toEqual(['collection summer-shop-1']);
    await act(async () => collection.resolve({ id: 'c1' }));
    expect(screen.getByRole('status').textContent).toBe('2 of 2');
    expect(calls).toEqual(['collection summer-shop-1', 'category c1 ROOT LIST_VIEW']);
    await act(async () => category.resolve({ id: 'k1' }));
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('keeps the typed values and shows the message beside the field when refused', async () => {
    const { api, calls, collection } = fakeApi();
    render(<StoreCreator api={api} canWrite={() => Promise.resolve(true)} />);
    await flush();
    fireEvent.change(screen.getByLabelText('Store name'), { target: { value: 'Go' } });
    expect(screen.getByText('Page URL: /store')).toBeTruthy();
    fireEvent.submit(screen.getByLabelText('Store name').closest('form') as HTMLFormElement);
    const message = 'store is not a valid page URL';
    await act(async () =>
      collection.reject(new HttpError('POST', '/x', 409, { message, errors: { urlId: message } })),
    );
    expect(calls).toEqual(['collection store']);
    expect((screen.getByLabelText('Store name') as HTMLInputElement).value).toBe('Go');
    expect(screen.getByLabelText('Store name').getAttribute('aria-describedby')).toBe(
      'store-title-error',
    );
    expect(document.getElementById('store-title-error')?.textContent).toBe(message);
  });

  it('adds the store to the main navigation as a third step when asked', async () => {
    const { api, collection, category } = fakeApi();
    const added: string[] = [];
    const addToNavigation = (id: string, title: string) => {
      added.push(`${id} ${title}`);
      return Promise.resolve();
    };
    render(
      <StoreCreator
        api={api}
        canWrite={() => Promise.resolve(true)}
        addToNavigation={addToNavigation}
      />,
    );
    await flush();
    fireEvent.change(screen.getByLabelText('Store name'), { target: { value: 'Winter' } });
    fireEvent.click(screen.getByLabelText('Add it to the main navigation'));
    fireEvent.submit(screen.getByLabelText('Store name').closest('form') as HTMLFormElement);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('1 of 3');
    await act(async () => collection.resolve({ id: 'c2' }));
    await act(async () => category.resolve({ id: 'k2' }));
    expect(added).toEqual(['c2 Winter']);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });
});
