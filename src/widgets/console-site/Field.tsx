/** A labelled console field with its server message beside it (`aria-describedby`), and the site panels' form with its save messages and leave question. */
import type { ReactElement, ReactNode } from 'react';
import { LeaveGuard } from '../shared/console-leave-guard';
import { SaveMessages } from '../shared/console-save-messages';
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
