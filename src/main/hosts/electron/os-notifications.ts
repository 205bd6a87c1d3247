import type { EventBus } from '../../backend/event-bus.ts';
import type { NotificationCtor } from './start-electron-app.ts';
import { t } from '../../i18n/backend-language.ts';

/** Says something to the person outside the window: an OS notification. */
export interface Notifier {
  notify(title: string, body: string): void;
}

/** The notifier of the desktop app: Electron's Notification, where the OS offers notifications (else nothing). */
export function electronNotifier(Notification: NotificationCtor): Notifier {
  return {
    notify(title, body) {
      if (Notification.isSupported()) new Notification({ title, body }).show();
    },
  };
}

/**
 * What the backend finds by itself and the person should hear about with the window in the background: new
 * orders to pack after a background sync, and price alerts of the watchlist after a feed sync (one per sync).
 */
export function notifyFromBackend(events: EventBus, notifier: Notifier): void {
  events.on('newOrdersToPack', ({ count }) =>
    notifier.notify('Stockroom', t('app.newOrders.message', { count })),
  );
  events.on('priceAlertsFound', ({ message }) => notifier.notify('Stockroom: price drops', message));
}
