import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { t } from '../../i18n/index.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { useMyListings } from './my-listings-store.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';
const SEPARATOR = ': ';

const kindWord = (kind: 'price' | 'stock') =>
  kind === 'price' ? t('myListings.change.kind.price') : t('myListings.change.kind.stock');
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
  const starting = useMyListings((s) => s.starting);
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
            <FormattedMessage id="myListings.change.previewTitle" />
          </h3>
          <table aria-label={t('myListings.change.previewTitle')}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="myListings.column.sku" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myListings.change.col.what" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myListings.change.col.now" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myListings.change.col.new" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myListings.change.col.check" />
                </th>
              </tr>
            </thead>
            <tbody>
              {pending.preview.rows.map((r) => (
                <tr key={`${r.kind}:${r.sku}`}>
                  <th scope="row" translate="no">
                    {r.sku}
                  </th>
                  <td>{kindWord(r.kind)}</td>
                  <td>{r.from}</td>
                  <td>{r.to}</td>
                  <td>
                    {r.problems.length === 0
                      ? t('myListings.change.ok')
                      : t('myListings.change.heldBackRow', { problems: r.problems.join(' ') })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p role="status" aria-label={t('myListings.change.willSend')}>
            {pending.preview.confirm}
            {pending.preview.heldBack > 0 &&
              t('myListings.change.heldBack', { count: pending.preview.heldBack })}
          </p>
          <div className="toolbar">
            <button
              type="button"
              disabled={pending.preview.sendable === 0 || starting}
              onClick={() => void send()}
            >
              <FormattedMessage id="myListings.change.send" values={{ count: pending.preview.sendable }} />
            </button>
            <button type="button" className="secondary" onClick={cancelPreview}>
              <FormattedMessage id="myListings.change.drop" />
            </button>
          </div>
        </section>
      )}
      {latest && (
        <section className="change-result" aria-labelledby="change-result-title">
          <h3 id="change-result-title" tabIndex={-1}>
            {latest.undoes === undefined ? t('myListings.change.last') : t('myListings.change.lastUndo')}
          </h3>
          <p role="status" aria-label={t('myListings.change.last')}>
            {latest.interrupted === true
              ? t('myListings.change.interrupted', { answered: latest.answered, total: latest.total })
              : latest.state === 'running'
                ? t('myListings.change.sending', { answered: latest.answered, total: latest.total })
                : latest.message}
          </p>
          {unfinished && (
            <button type="button" disabled={starting} onClick={() => void resume(latest.id)}>
              <FormattedMessage id="myListings.change.resume" />
            </button>
          )}
          {results.length > 0 && (
            <ul aria-label={t('myListings.change.results')}>
              {results.map((r) => (
                <li
                  key={`${r.kind}:${r.sku}`}
                  className={r.failed ? 'error' : r.stopped === true ? 'stopped' : undefined}
                >
                  <strong translate="no">{r.sku}</strong>
                  {SEPARATOR}
                  {r.words}
                  {latest && r.anyway !== undefined && (
                    <>
                      {SPACE}
                      <button
                        type="button"
                        className="secondary"
                        aria-label={t('myListings.change.anywayLabel', { sku: r.sku, anyway: r.anyway })}
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
              <FormattedMessage id="myListings.change.anywayAll" values={{ count: stoppedRows.length }} />
            </button>
          )}
          {latest.state === 'done' &&
            latest.undoes === undefined &&
            !undone &&
            latest.answered > latest.failed + latest.stopped && (
              <button
                type="button"
                className="secondary"
                disabled={starting}
                onClick={() => void undo(latest.id)}
              >
                <FormattedMessage id="myListings.change.undo" />
              </button>
            )}
        </section>
      )}
      {waiting.length > 0 && (
        <section className="change-result" aria-labelledby="changes-waiting-title">
          <h3 id="changes-waiting-title">
            <FormattedMessage id="myListings.change.waitingTitle" />
          </h3>
          <ul aria-label={t('myListings.change.waitingList')}>
            {waiting.map((c) => {
              const when = dateTimeLabel(Date.parse(c.createdAt));
              return (
                <li key={c.id}>
                  <FormattedMessage
                    id="myListings.change.waitingItem"
                    values={{ when, answered: c.answered, total: c.total }}
                  />
                  {SPACE}
                  <button type="button" className="secondary" onClick={() => void resume(c.id)}>
                    <FormattedMessage id="myListings.change.resumeOf" values={{ when }} />
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
