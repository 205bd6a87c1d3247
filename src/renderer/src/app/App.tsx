import { useEffect } from 'react';
import { api } from '../api/index.ts';
import { FeedsScreen } from '../features/feeds/FeedsScreen.tsx';
import { ListingsScreen } from '../features/listings/ListingsScreen.tsx';
import { SettingsScreen } from '../features/settings/SettingsScreen.tsx';
import { ShipmentsScreen } from '../features/shipments/ShipmentsScreen.tsx';
import { Nav } from './Nav.tsx';
import { Notices } from './Notices.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { StatusBar } from './StatusBar.tsx';
import { useDesktop } from './desktop-store.ts';
import { useBackgroundSync } from './background-sync-store.ts';
import { NewOrdersToast } from './NewOrdersToast.tsx';
import { useNavigation, type Screen } from './navigation-store.ts';
import { useStatus } from './status-store.ts';

const SCREEN_VIEWS: Record<Screen, () => React.JSX.Element> = {
  shipments: ShipmentsScreen,
  listings: ListingsScreen,
  feeds: FeedsScreen,
  settings: SettingsScreen,
};

export function App() {
  const screen = useNavigation((s) => s.screen);
  const load = useStatus((s) => s.load);
  const desktop = useStatus((s) => s.info?.host === 'electron');
  const quitting = useDesktop((s) => s.quitting);
  useEffect(() => {
    void load();
    useDesktop.getState().init(api);
    useBackgroundSync.getState().init(api);
  }, [load]);
  const View = SCREEN_VIEWS[screen];
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
        <View />
      </main>
      <StatusBar />
      <ShortcutsDialog desktop={desktop} />
      {!desktop && <NewOrdersToast />}
    </div>
  );
}
