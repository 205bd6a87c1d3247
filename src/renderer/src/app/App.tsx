import { lazy, Suspense, useEffect } from 'react';
import { api } from '../api/index.ts';
import { Nav } from './Nav.tsx';
import { Notices } from './Notices.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { StatusBar } from './StatusBar.tsx';
import { useDesktop } from './desktop-store.ts';
import { useBackgroundSync } from './background-sync-store.ts';
import { NewOrdersToast } from './NewOrdersToast.tsx';
import { PriceAlertsToast } from '../features/feeds/PriceAlertsToast.tsx';
import { useNavigation, type Screen } from './navigation-store.ts';
import { askFirstShipments } from '../features/shipments/shipment-blocks.ts';
import { useStatus } from './status-store.ts';

// Each screen is a chunk of its own, loaded when first shown: the first screen does not wait for the others' code
// (the listing sheet's editors, the feeds' charts).
const SCREEN_VIEWS: Record<Screen, React.LazyExoticComponent<() => React.JSX.Element>> = {
  today: lazy(() => import('../features/today/TodayScreen.tsx').then((m) => ({ default: m.TodayScreen }))),
  shipments: lazy(() =>
    import('../features/shipments/ShipmentsScreen.tsx').then((m) => ({ default: m.ShipmentsScreen })),
  ),
  listings: lazy(() =>
    import('../features/listings/ListingsScreen.tsx').then((m) => ({ default: m.ListingsScreen })),
  ),
  feeds: lazy(() => import('../features/feeds/FeedsScreen.tsx').then((m) => ({ default: m.FeedsScreen }))),
  settings: lazy(() =>
    import('../features/settings/SettingsScreen.tsx').then((m) => ({ default: m.SettingsScreen })),
  ),
};

/** What a screen shows first, asked for as soon as it is the one to show, while its file loads. */
const FIRST_DATA: Partial<Record<Screen, () => void>> = { shipments: askFirstShipments };

export function App() {
  const screen = useNavigation((s) => s.screen);
  const settled = useNavigation((s) => s.settled);
  const load = useStatus((s) => s.load);
  const desktop = useStatus((s) => s.info?.host === 'electron');
  const quitting = useDesktop((s) => s.quitting);
  useEffect(() => {
    void load();
    useDesktop.getState().init(api);
    useBackgroundSync.getState().init(api);
  }, [load]);
  useEffect(() => {
    if (settled) FIRST_DATA[screen]?.();
  }, [screen, settled]);
  const View = SCREEN_VIEWS[screen];
  const loading = (
    <p className="muted" role="status" aria-label="Loading screen">
      Loading…
    </p>
  );
  return (
    <div className="app">
      <Nav />
      <main className="screen" aria-labelledby="screen-title">
        {quitting && (
          <p className="notices" role="alert">
            {quitting}
          </p>
        )}
        <Notices />
        <Suspense fallback={loading}>{settled ? <View /> : loading}</Suspense>
      </main>
      <StatusBar />
      <ShortcutsDialog desktop={desktop} />
      {!desktop && <NewOrdersToast />}
      {!desktop && <PriceAlertsToast />}
    </div>
  );
}
