import { useRef } from 'react';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { useMyListings } from './my-listings-store.ts';

const KIND = { price: 'Price', stock: 'Stock' } as const;
const lastChangeTitle = () => document.getElementById('change-result-title');

/**
 * The change being prepared (old → new per SKU, what is held back and why, the question saying how many, Send or
 * Drop), then the last change sent: its state, a result per SKU in words (a stopped SKU offers "Set it to … anyway?"),
 * and its undo; and earlier changes still waiting for the marketplace's answer, which hold their SKUs until resumed.
 */
export function ChangePanel() {
  const pending = useMyListings((s) => s.pending);
  const changes = useMyListings((s) => s.changes);
  const latest = changes[0];
  const waiting = changes.slice(1).filter((c) => c.state === 'failed' || c.interrupted === true);
  const results = useMyListings((s) => s.results);
  const undone = useMyListings((s) => (latest ? s.changes.some((c) => c.undoes === latest.id) : false));
  const { send, cancelPreview, undo, resume, anyway } = useMyListings.getState();
  const stoppedRows = results.filter((r) => r.anyway !== undefined);
  const unfinished = latest !== undefined && (latest.state === 'failed' || latest.interrupted === true);
  // The preview takes focus at its heading; Send or Drop gives it back to what opened it (the bulk button or the
  // edited cell), else to the last change's heading, where its state is said.
  const previewTitle = useRef<HTMLHeadingElement>(null);
  usePanelFocus(previewTitle, pending, lastChangeTitle);

  return (
    <>
      {pending && (
        <section className="change-preview" aria-labelledby="change-preview-title">
          <h3 id="change-preview-title" ref={previewTitle} tabIndex={-1}>
            Preview of the change
          </h3>
          <table aria-label="Preview of the change">
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">What</th>
                <th scope="col">Now</th>
                <th scope="col">New</th>
                <th scope="col">Check</th>
              </tr>
            </thead>
            <tbody>
              {pending.preview.rows.map((r) => (
                <tr key={`${r.kind}:${r.sku}`}>
                  <th scope="row">{r.sku}</th>
                  <td>{KIND[r.kind]}</td>
                  <td>{r.from}</td>
                  <td>{r.to}</td>
                  <td>{r.problems.length === 0 ? 'OK' : `Held back: ${r.problems.join(' ')}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p role="status" aria-label="What the change will send">
            {pending.preview.confirm}
            {pending.preview.heldBack > 0 && ` ${pending.preview.heldBack} held back.`}
          </p>
          <div className="toolbar">
            <button type="button" disabled={pending.preview.sendable === 0} onClick={() => void send()}>
              Send {pending.preview.sendable} {pending.preview.sendable === 1 ? 'change' : 'changes'}
            </button>
            <button type="button" className="secondary" onClick={cancelPreview}>
              Drop this change
            </button>
          </div>
        </section>
      )}
      {latest && (
        <section className="change-result" aria-labelledby="change-result-title">
          <h3 id="change-result-title" tabIndex={-1}>
            {latest.undoes === undefined ? 'Last change' : 'Last undo'}
          </h3>
          <p role="status" aria-label="Last change">
            {latest.interrupted === true
              ? `Interrupted: ${latest.answered} of ${latest.total} answered`
              : latest.state === 'running'
                ? `Sending… ${latest.answered} of ${latest.total} answered`
                : latest.message}
          </p>
          {unfinished && (
            <button type="button" onClick={() => void resume(latest.id)}>
              Resume: check the marketplace, then send the rest
            </button>
          )}
          {results.length > 0 && (
            <ul aria-label="Result per SKU">
              {results.map((r) => (
                <li
                  key={`${r.kind}:${r.sku}`}
                  className={r.failed ? 'error' : r.stopped === true ? 'stopped' : undefined}
                >
                  <strong>{r.sku}</strong>: {r.words}
                  {latest && r.anyway !== undefined && (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="secondary"
                        aria-label={`${r.sku}: ${r.anyway}`}
                        onClick={() => void anyway(latest.id, [r.sku])}
                      >
                        {r.anyway}
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {stoppedRows.length > 1 && (
            <button type="button" className="secondary" onClick={() => void anyway(latest.id, [])}>
              Set all {stoppedRows.length} stopped anyway…
            </button>
          )}
          {latest.state === 'done' &&
            latest.undoes === undefined &&
            !undone &&
            latest.answered > latest.failed + latest.stopped && (
              <button type="button" className="secondary" onClick={() => void undo(latest.id)}>
                Undo this change at the marketplace
              </button>
            )}
        </section>
      )}
      {waiting.length > 0 && (
        <section className="change-result" aria-labelledby="changes-waiting-title">
          <h3 id="changes-waiting-title">Earlier changes waiting for the marketplace&apos;s answer</h3>
          <ul aria-label="Earlier changes waiting">
            {waiting.map((c) => {
              const when = dateTimeLabel(Date.parse(c.createdAt));
              return (
                <li key={c.id}>
                  {when}: {c.answered} of {c.total} answered.{' '}
                  <button type="button" className="secondary" onClick={() => void resume(c.id)}>
                    Resume the change of {when}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
