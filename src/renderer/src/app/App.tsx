import { Suspense, useEffect, useState } from 'react';
import { api } from '../api/index.ts';
import { Nav } from './Nav.tsx';
import { Notices } from './Notices.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { StatusBar } from './StatusBar.tsx';
import { Toasts } from '../ui/Toasts.tsx';
import { useDesktop } from './desktop-store.ts';
import { useBackgroundSync } from './background-sync-store.ts';
import { NewOrdersToast } from './NewOrdersToast.tsx';
import { PriceAlertsToast } from '../features/feeds/PriceAlertsToast.tsx';
import { useNavigation, type Screen } from './navigation-store.ts';
import { loadedScreens, loadScreen, type ScreenView } from './first-screen.ts';
import { useStatus } from './status-store.ts';
import { useScreenTitle } from './screen-title.ts';
import { KEPT_SCREENS } from './kept-screens.ts';
import { KeptScreen } from './KeptScreen.tsx';
import { FormattedMessage } from 'react-intl';
import { t, useLanguage } from '../i18n/index.ts';
import { DrawBoundary, DrawFailed } from '../ui/DrawBoundary.tsx';

/** A screen whose file could not be loaded (the app was rebuilt or updated under the window). */
const FAILED = 'failed';

/**
 * The screen's component once its file has loaded, FAILED when it cannot be, else null (the app shows its loading line meanwhile). Not
 * React.lazy: a lazy screen suspends, and React holds back the content that replaces a Suspense fallback until
 * 300 ms after that fallback appeared, so a file that came in 50 ms showed its rows 250 ms late.
 */
function useScreenView(screen: Screen, settled: boolean): ScreenView | typeof FAILED | null {
  const [failed, setFailed] = useState<Screen | null>(null);
  const [, setLoaded] = useState(0);
  // What this render draws. The file is asked for before the app is drawn (first-screen.ts), so it may come in
  // between this render and its effect: the effect then draws again rather than leave the loading line for good.
  const view = settled ? loadedScreens.get(screen) : undefined;
  useEffect(() => {
    if (!settled || view !== undefined) return;
    let current = true;
    loadScreen(screen)
      .then(() => {
        if (current) setLoaded((n) => n + 1);
      })
      .catch((error: unknown) => {
        if (current) setFailed(screen);
        console.error('A screen could not be loaded', error);
      });
    return () => {
      current = false;
    };
  }, [screen, settled, view]);
  if (!settled) return null;
  if (failed === screen) return FAILED;
  return view ?? null;
}

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
  const language = useLanguage((s) => s.language);
  useScreenTitle(screen, language);
  const View = useScreenView(screen, settled);
  // Kept screens (kept-screens.ts) in the order first shown; each stays drawn in its own place from then on.
  const [kept, setKept] = useState<ReadonlyMap<Screen, ScreenView>>(() => new Map());
  if (KEPT_SCREENS.has(screen) && typeof View === 'function' && !kept.has(screen))
    setKept(new Map(kept).set(screen, View));
  const loading = (
    <p className="muted" role="status" aria-label={t('app.loading.label')}>
      <FormattedMessage id="app.loading.text" />
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
        {View === FAILED ? (
          <DrawFailed />
        ) : kept.has(screen) ? null : (
          <DrawBoundary key={screen}>
            <Suspense fallback={loading}>{View ? <View /> : loading}</Suspense>
          </DrawBoundary>
        )}
        {[...kept].map(([keptScreen, KeptView]) => (
          <KeptScreen
            key={keptScreen}
            screen={keptScreen}
            View={KeptView}
            shown={keptScreen === screen}
            loading={loading}
          />
        ))}
      </main>
      <StatusBar />
      <ShortcutsDialog desktop={desktop} />
      <div className="toasts">
        {/* The desktop app says new orders and price drops as the system's notifications instead. */}
        {!desktop && (
          <>
            <NewOrdersToast />
            <PriceAlertsToast />
          </>
        )}
        <Toasts />
      </div>
    </div>
  );
}
