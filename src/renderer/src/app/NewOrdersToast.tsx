import { useNavigation } from './navigation-store.ts';
import { useBackgroundSync } from './background-sync-store.ts';

/** In the browser, new orders found by the background sync (the desktop app shows an OS notification instead). */
export function NewOrdersToast() {
  const notice = useBackgroundSync((s) => s.notice);
  const { dismissNotice } = useBackgroundSync.getState();
  if (!notice) return null;
  return (
    <div className="toast" role="status" aria-label="New orders">
      <span>{notice.message}</span>
      <button
        type="button"
        onClick={() => {
          useNavigation.getState().go('shipments');
          dismissNotice();
        }}
      >
        Show orders
      </button>
      <button type="button" className="secondary" onClick={dismissNotice}>
        Dismiss
      </button>
    </div>
  );
}
