import { useEffect, useId, useState } from 'react';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { counted } from '../../../../shared/plural.ts';
import { claimGaps } from '../../../../shared/returns/claims.ts';
import { CONDITION_WORDS } from '../../../../shared/returns/receipt.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { messageOf } from '../../api/api-error.ts';
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
    setExported('Exporting…');
    try {
      const name = await downloadClaims(open, format);
      setExported(`Exported ${counted(open.length, 'open claim')} to ${name}.`);
    } catch (e) {
      setExported(`Export failed: ${messageOf(e)}`);
    }
  };
  return (
    <section className="claims-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Claims to file</h2>
      {open.length === 0 ? (
        <p>No claim to file.</p>
      ) : (
        <table aria-label="Claims to file">
          <thead>
            <tr>
              <th scope="col">Return ID</th>
              <th scope="col">Order item</th>
              <th scope="col">Tracking ID</th>
              <th scope="col">SKU</th>
              <th scope="col">Condition</th>
              <th scope="col">Photos</th>
              <th scope="col">Received</th>
              <th scope="col">Still needed</th>
              <th scope="col">Filed?</th>
            </tr>
          </thead>
          <tbody>
            {open.map((c) => (
              <tr key={c.returnId}>
                <th scope="row">{c.returnId}</th>
                <td>{c.orderItemId}</td>
                <td>{c.trackingId ?? 'Not known yet'}</td>
                <td>{c.sku ?? 'Not known'}</td>
                <td>
                  {CONDITION_WORDS[c.condition]}
                  {c.note !== '' && `: ${c.note}`}
                </td>
                <td>{c.photoPath === '' ? 'None' : c.photoPath}</td>
                <td>{dateTimeLabel(Date.parse(c.receivedAt))}</td>
                <td>{claimGaps(c).join(' ') || 'Nothing: ready to file.'}</td>
                <td>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Mark the claim for return ${c.returnId} filed`}
                    onClick={() => void useReceive.getState().fileClaim(c.returnId)}
                  >
                    Mark filed
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {filed > 0 && <p>{counted(filed, 'claim')} filed already.</p>}
      <div className="toolbar">
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="secondary"
            disabled={open.length === 0}
            onClick={() => void exportFile(format)}
          >
            Export claims {format === 'csv' ? 'CSV' : 'Excel'}
          </button>
        ))}
      </div>
      {exported && (
        <p role="status" aria-label="Claims export">
          {exported}
        </p>
      )}
    </section>
  );
}
