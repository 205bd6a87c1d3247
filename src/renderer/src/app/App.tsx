import { useEffect } from 'react';
import { FeedsScreen } from '../features/feeds/FeedsScreen.tsx';
import { ListingsScreen } from '../features/listings/ListingsScreen.tsx';
import { SettingsScreen } from '../features/settings/SettingsScreen.tsx';
import { ShipmentsScreen } from '../features/shipments/ShipmentsScreen.tsx';
import { TodayScreen } from '../features/today/TodayScreen.tsx';
import { Nav } from './Nav.tsx';
import { Notices } from './Notices.tsx';
import { StatusBar } from './StatusBar.tsx';
import { useNavigation, type Screen } from './navigation-store.ts';
import { useStatus } from './status-store.ts';

const SCREEN_VIEWS: Record<Screen, () => React.JSX.Element> = {
  today: TodayScreen,
  shipments: ShipmentsScreen,
  listings: ListingsScreen,
  feeds: FeedsScreen,
  settings: SettingsScreen,
};

export function App() {
  const screen = useNavigation((s) => s.screen);
  const load = useStatus((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  const View = SCREEN_VIEWS[screen];
  return (
    <div className="app">
      <Nav />
      <main className="screen" aria-labelledby="screen-title">
        <Notices />
        <View />
      </main>
      <StatusBar />
    </div>
  );
}
