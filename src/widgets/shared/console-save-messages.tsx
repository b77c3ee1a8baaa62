/** A console panel's message and save status: an alert for a refusal, a status line for 'Saved.'. */
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
