/** A labelled console field with its server message beside it (`aria-describedby`), and the site panels' form with its save messages. */
import type { ReactElement, ReactNode } from 'react';
import { LeaveGuard } from '../shared/console-leave-guard';
import type { SavedForm } from './use-saved-form';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: (props: FieldControlProps) => ReactElement;
}

export function Field({ id, label, error, children }: FieldProps) {
  const described = error
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : {};
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, ...described })}
      {error ? (
        <p className="console-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The panel's message and save status: an alert for a refusal, a status line for 'Saved.'. */
export function SaveMessages({ alert, status }: { alert: string; status: string }) {
  return (
    <>
      {alert ? (
        <p className="console-error" role="alert">
          {alert}
        </p>
      ) : null}
      <p role="status">{status}</p>
    </>
  );
}

/**
 * A site panel's form: saves on submit (Enter or the Save button), its messages first, and asks
 * before the owner leaves with unsaved changes (`LeaveGuard`).
 */
export function PanelForm({
  form,
  save,
  children,
}: {
  form: Pick<SavedForm<unknown>, 'alert' | 'status' | 'dirty'>;
  save: () => Promise<boolean>;
  children: ReactNode;
}) {
  return (
    <form
      className="console-form console-site"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <SaveMessages alert={form.alert} status={form.status} />
      {children}
      <LeaveGuard dirty={form.dirty} save={save} />
    </form>
  );
}
