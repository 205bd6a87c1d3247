import { useShallow } from 'zustand/react/shallow';
import { FormattedMessage } from 'react-intl';
import { timeLabel } from '../../../shared/dates.ts';
import { t } from '../i18n/index.ts';
import { useBackgroundSync } from './background-sync-store.ts';
import { marketplaceLine } from './marketplace-line.ts';
import { useStatus } from './status-store.ts';

export function StatusBar() {
  const { status, networkOnline, error } = useStatus(
    useShallow((s) => ({ status: s.status, networkOnline: s.networkOnline, error: s.error })),
  );
  const background = useBackgroundSync((s) => s.state);
  const marketplace = marketplaceLine(status, networkOnline, (iso) => timeLabel(Date.parse(iso)));
  const lastSyncAt = status?.lastSyncAt ?? null;
  return (
    // A div: a <footer> is the page's contentinfo landmark, which may not take the status role
    // (axe's aria-allowed-role).
    <div className="status-bar" role="status" aria-label={t('app.status.label')}>
      {error ? (
        <span className="error">{error}</span>
      ) : (
        <>
          <span>
            <FormattedMessage
              id="app.status.profile"
              values={{
                name: status?.profile.name ?? '…',
                // The profile's name is the seller's own.
                b: (name) => <strong translate="no">{name}</strong>,
              }}
            />
          </span>
          <span className={`${marketplace.tone} marketplace-answer`} title={marketplace.text}>
            {marketplace.text}
          </span>
          <span>
            {lastSyncAt === null ? (
              <FormattedMessage id="app.status.lastSyncNever" />
            ) : (
              <FormattedMessage id="app.status.lastSync" values={{ at: new Date(Date.parse(lastSyncAt)) }} />
            )}
          </span>
          {background && (
            <span>
              {background.running ? (
                <FormattedMessage id="app.status.backgroundRunning" />
              ) : background.nextRunAt ? (
                <FormattedMessage
                  id="app.status.nextSync"
                  values={{ time: timeLabel(Date.parse(background.nextRunAt)) }}
                />
              ) : (
                <FormattedMessage id="app.status.backgroundOff" />
              )}
            </span>
          )}
        </>
      )}
    </div>
  );
}
