import { FormattedMessage } from 'react-intl';
import { t } from '../i18n/index.ts';
import { useNavigation } from './navigation-store.ts';
import { useBackgroundSync } from './background-sync-store.ts';

/** In the browser, new orders found by the background sync (the desktop app shows an OS notification instead). */
export function NewOrdersToast() {
  const notice = useBackgroundSync((s) => s.notice);
  const { dismissNotice } = useBackgroundSync.getState();
  if (!notice) return null;
  return (
    <div className="toast" role="status" aria-label={t('app.newOrders.label')}>
      <span>
        <FormattedMessage id="app.newOrders.message" values={{ count: notice.count }} />
      </span>
      <button
        type="button"
        onClick={() => {
          useNavigation.getState().go('shipments');
          dismissNotice();
        }}
      >
        <FormattedMessage id="app.newOrders.show" />
      </button>
      <button type="button" className="secondary" onClick={dismissNotice}>
        <FormattedMessage id="ui.action.dismiss" />
      </button>
    </div>
  );
}
