import { useState } from 'react';
import type { ConnectionReport } from '../../../../shared/accounts/connection.ts';
import { api, messageOf } from '../../api/index.ts';

/** "Test connection": a token call for the seller side and a directory call for the affiliate side. */
export function ConnectionTest({ profileId }: { profileId: string }) {
  const [report, setReport] = useState<ConnectionReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(await api.testConnection({ profileId }));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="connection-title">
      <h3 id="connection-title">Connection</h3>
      <button type="button" onClick={() => void run()} disabled={busy}>
        {busy ? 'Testing…' : 'Test connection'}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {report && (
        <dl className="report" aria-label="Connection results">
          <dt>Seller interface</dt>
          <dd className={report.seller.ok ? 'ok' : 'error'}>{report.seller.message}</dd>
          <dt>Affiliate feeds</dt>
          <dd className={report.affiliate.ok ? 'ok' : 'error'}>{report.affiliate.message}</dd>
        </dl>
      )}
    </section>
  );
}
