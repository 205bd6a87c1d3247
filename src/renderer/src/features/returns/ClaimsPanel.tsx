import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { claimGaps } from '../../../../shared/returns/claims.ts';
import { conditionWords } from '../../../../shared/returns/receipt.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { messageOf } from '../../api/api-error.ts';
import { t } from '../../i18n/index.ts';
import { returnDateTime } from './return-dates.ts';
import { downloadClaims } from './claims-export.ts';
import { useReceive } from './receive-store.ts';

/**
 * Returns received damaged, wrong or missing: claims to file with the marketplace, each with what it asks for
 * (order item, return id, tracking id, photos) and what is still missing; marked filed by the seller; exported as
 * CSV or Excel.
 */
export function ClaimsPanel() {
  useEffect(() => useReceive.getState().show(), []);
  const claims = useReceive((s) => s.claims);
  const open = claims.filter((c) => c.state === 'open');
  const filed = claims.length - open.length;
  const [exported, setExported] = useState<string | null>(null);
  const titleId = useId();
  const exportFile = async (format: FileFormat) => {
    setExported(t('returns.export.exporting'));
    try {
      const name = await downloadClaims(open, format);
      setExported(t('returns.claims.exported', { count: open.length, name }));
    } catch (e) {
      setExported(t('returns.export.failed', { error: messageOf(e) }));
    }
  };
  return (
    <section className="claims-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="returns.claims.sheet" />
      </h2>
      {open.length === 0 ? (
        <p>
          <FormattedMessage id="returns.claims.none" />
        </p>
      ) : (
        <table aria-label={t('returns.claims.sheet')}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="returns.claims.col.returnId" />
              </th>
              <th scope="col">
                <FormattedMessage id="returns.col.orderItem" />
              </th>
              <th scope="col">
                <FormattedMessage id="returns.claims.col.trackingId" />
              </th>
              <th scope="col">
                <FormattedMessage id="returns.claims.col.sku" />
              </th>
              <th scope="col">
                <FormattedMessage id="returns.claims.col.condition" />
              </th>
              <th scope="col">
                <FormattedMessage id="returns.claims.col.photos" />
              </th>
              <th scope="col">
                <FormattedMessage id="returns.claims.col.received" />
              </th>
              <th scope="col">
                <FormattedMessage id="returns.claims.stillNeeded" />
              </th>
              <th scope="col">
                <FormattedMessage id="returns.claims.filedQuestion" />
              </th>
            </tr>
          </thead>
          <tbody>
            {open.map((c) => (
              <tr key={c.returnId}>
                <th scope="row" translate="no">
                  {c.returnId}
                </th>
                <td translate="no">{c.orderItemId}</td>
                {c.trackingId === null ? (
                  <td>{t('returns.claims.notKnownYet')}</td>
                ) : (
                  <td translate="no">{c.trackingId}</td>
                )}
                {c.sku === null ? <td>{t('returns.claims.notKnown')}</td> : <td translate="no">{c.sku}</td>}
                <td>
                  {conditionWords(c.condition, t)}
                  {c.note !== '' && (
                    <>
                      {': '}
                      <span translate="no">{c.note}</span>
                    </>
                  )}
                </td>
                {c.photoPath === '' ? (
                  <td>{t('returns.claims.noPhoto')}</td>
                ) : (
                  <td translate="no">{c.photoPath}</td>
                )}
                <td>{returnDateTime(Date.parse(c.receivedAt))}</td>
                <td>{claimGaps(c, t).join(' ') || t('returns.claims.ready')}</td>
                <td>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={t('returns.claims.markFiledLabel', { returnId: c.returnId })}
                    onClick={() => void useReceive.getState().fileClaim(c.returnId)}
                  >
                    <FormattedMessage id="returns.claims.markFiled" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {filed > 0 && (
        <p>
          <FormattedMessage id="returns.claims.filedAlready" values={{ count: filed }} />
        </p>
      )}
      <div className="toolbar">
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="secondary"
            disabled={open.length === 0}
            onClick={() => void exportFile(format)}
          >
            {t(format === 'csv' ? 'returns.claims.exportCsv' : 'returns.claims.exportExcel')}
          </button>
        ))}
      </div>
      {exported && (
        <p role="status" aria-label={t('returns.claims.exportLabel')}>
          {exported}
        </p>
      )}
    </section>
  );
}
