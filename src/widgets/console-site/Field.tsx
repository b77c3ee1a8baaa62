/** A labelled console field with its server message beside it (`aria-describedby`), and the site panels' form with its save messages. */
import type { ReactElement, ReactNode } from 'react';

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

/** A site panel's form: saves on submit (Enter or the Save button), its messages first. */
export function PanelForm({
  onSave,
  alert,
  status,
  children,
}: {
  onSave: () => void;
  alert: string;
  status: string;
  children: ReactNode;
}) {
  return (
    <form
      className="console-form console-site"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <SaveMessages alert={alert} status={status} />
      {children}
    </form>
  );
}
