/** What a form's last submit came to: the failure (announced as an alert) or the confirmation. */
export function FormOutcome({ error, done }: { error: string | null; done?: string | null }) {
  return (
    <>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="ok" role="status">
          {done}
        </p>
      )}
    </>
  );
}
