import { useNavigation } from '../../app/navigation-store.ts';
import { t } from '../../i18n/index.ts';
import { useWatch } from './watch-store.ts';

/**
 * In the browser, a sync that found price alerts of the watchlist (the desktop app shows an OS notification
 * instead). "Show price drops" opens them on the Feeds screen.
 */
export function PriceAlertsToast() {
  const notice = useWatch((s) => s.notice);
  const { dismissNotice } = useWatch.getState();
  if (!notice) return null;
  return (
    <div className="toast" role="status" aria-label={t('feeds.toast.label')}>
      <span>{notice.message}</span>
      <button
        type="button"
        onClick={() => {
          useWatch.getState().showDrops(true);
          useNavigation.getState().go('feeds');
          dismissNotice();
        }}
      >
        {t('feeds.toast.show')}
      </button>
      <button type="button" className="secondary" onClick={dismissNotice}>
        {t('feeds.toast.dismiss')}
      </button>
    </div>
  );
}
