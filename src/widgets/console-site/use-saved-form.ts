/**
 * `useSavedForm`: the state every site panel keeps — the value being edited, the one last saved
 * (so `dirty` is exact), the server's field errors and message. A refused save keeps every
 * typed value and puts each server message beside its field.
 */
import { useState } from 'react';
import { isHttpError } from '../../api/errors';
import { consoleTexts } from '../../i18n/console-texts';

export type FieldErrors = Record<string, string>;

export interface SavedForm<T> {
  value: T | undefined;
  set: (update: (old: T) => T) => void;
  /** Takes a freshly loaded or saved value as the saved state. */
  load: (value: T) => void;
  dirty: boolean;
  errors: FieldErrors;
  alert: string;
  status: string;
  busy: boolean;
  /** Runs `send` with the value; resolves true when it went through. */
  submit: (send: (value: T) => Promise<T>) => Promise<boolean>;
  fail: (message: string) => void;
}

export function useSavedForm<T>(): SavedForm<T> {
  const [value, setValue] = useState<T>();
  const [saved, setSaved] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const load = (next: T) => {
    setValue(next);
    setSaved(JSON.stringify(next));
  };
  return {
    value,
    set: (update) => setValue((old) => (old === undefined ? old : update(old))),
    load,
    dirty: value !== undefined && JSON.stringify(value) !== saved,
    errors,
    alert,
    status,
    busy,
    fail: setAlert,
    submit: async (send) => {
      if (value === undefined || busy) return false;
      setBusy(true);
      setAlert('');
      setStatus('');
      try {
        load(await send(value));
        setErrors({});
        setStatus(consoleTexts.saved);
        return true;
      } catch (error) {
        const body = isHttpError(error) ? error.body : undefined;
        setErrors(body?.errors ?? {});
        setAlert(body?.message ?? consoleTexts.somethingWentWrong);
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
