import { useState } from 'react';
import type { CheckResult, ConnectionReport } from '../../../../shared/accounts/connection.ts';
import { api, messageOf } from '../../api/index.ts';
import { Sentence } from '../../ui/Sentence.tsx';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';

/**
 * "Test connection": a token call for the seller side and a directory call for the affiliate side. It ends within
 * about 15 seconds whatever the marketplace does, and Cancel stops it at once (both sides then say so).
 */
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

  const cancel = async () => {
    try {
      await api.cancelConnectionTest({ profileId });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <section className="card" aria-labelledby="connection-title">
      <h3 id="connection-title">
        <FormattedMessage id="settings.connection.heading" />
      </h3>
      <div className="actions">
        <button type="button" onClick={() => void run()} disabled={busy}>
          {busy ? t('settings.connection.testing') : t('settings.connection.test')}
        </button>
        {busy && (
          <button type="button" onClick={() => void cancel()}>
            <FormattedMessage id="settings.cancel" />
          </button>
        )}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {report && (
        <dl className="report" aria-label={t('settings.connection.results')}>
          <dt>
            <FormattedMessage id="settings.connection.seller" />
          </dt>
          <dd className={report.seller.ok ? 'ok' : 'error'}>
            <ResultSentence result={report.seller} />
          </dd>
          <dt>
            <FormattedMessage id="settings.connection.affiliate" />
          </dt>
          <dd className={report.affiliate.ok ? 'ok' : 'error'}>
            <ResultSentence result={report.affiliate} />
          </dd>
        </dl>
      )}
    </section>
  );
}

/** A side's sentence, the values it names (an application id, an account's name) shown as data, untranslated. */
function ResultSentence({ result }: { result: CheckResult }) {
  const data = (result.data ?? []).filter((value) => value !== '');
  if (data.length === 0) return <Sentence text={result.message} />;
  const escaped = data.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pieces = result.message.split(new RegExp(`(${escaped.join('|')})`));
  return (
    <>
      {pieces.map((piece, i) =>
        data.includes(piece) ? (
          <span key={i} translate="no">
            <Sentence text={piece} />
          </span>
        ) : (
          piece !== '' && <Sentence key={i} text={piece} />
        ),
      )}
    </>
  );
}
