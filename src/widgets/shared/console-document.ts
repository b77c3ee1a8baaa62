/**
 * What the console's content panels share: the generic text of a failed call ('Network error',
 * 'Unable to locate content', the server's own message for a refused body, else 'Something went
 * wrong') and `useDocument`, which loads a panel's document and offers a retry when it cannot.
 */
import { useCallback, useEffect, useState } from 'react';
import { isHttpError, isNetworkError, isTimeoutError } from '../../api/errors';
import { editorMessages as t } from '../../editor/messages';

/** The text an owner reads when a call fails: the documents' generic messages where they fit. */
export function failureText(error: unknown): string {
  if (isNetworkError(error) || isTimeoutError(error)) return t.networkError;
  if (isHttpError(error)) {
    if (error.status === 404) return t.unableToLocateContent;
    const field = Object.values(error.body?.errors ?? {})[0];
    if (error.status < 500 && (field ?? error.body?.message)) return field ?? error.body!.message;
  }
  return t.somethingWentWrong;
}

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; value: T; reload: () => void };

/** Loads `load()` on mount; on failure the panel shows 'Unable to load. Try again.' and `retry`. */
export function useDocument<T>(load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<{ value: T } | 'loading' | 'failed'>('loading');
  const run = useCallback(() => {
    setLoaded('loading');
    load().then(
      (value) => setLoaded({ value }),
      () => setLoaded('failed'),
    );
  }, [load]);
  useEffect(run, [run]);
  if (loaded === 'loading') return { state: 'loading' };
  if (loaded === 'failed') return { state: 'failed', retry: run };
  return { state: 'ready', value: loaded.value, reload: run };
}
