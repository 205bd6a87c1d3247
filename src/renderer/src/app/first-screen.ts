import { useNavigation, type Screen } from './navigation-store.ts';
import { askFirstShipments } from '../features/shipments/shipment-blocks.ts';
import { askFirstProducts } from '../features/feeds/product-blocks.ts';
import { keptScreenDrawn } from './kept-screens.ts';

export type ScreenView = () => React.JSX.Element;

// Each screen is a chunk of its own, loaded when first shown: the first screen does not wait for the others' code
// (the listing sheet's editors, the feeds' charts).
const SCREEN_FILES: Record<Screen, () => Promise<ScreenView>> = {
  today: () => import('../features/today/TodayScreen.tsx').then((m) => m.TodayScreen),
  shipments: () => import('../features/shipments/ShipmentsScreen.tsx').then((m) => m.ShipmentsScreen),
  returns: () => import('../features/returns/ReturnsScreen.tsx').then((m) => m.ReturnsScreen),
  listings: () => import('../features/listings/ListingsScreen.tsx').then((m) => m.ListingsScreen),
  products: () => import('../features/products/ProductsScreen.tsx').then((m) => m.ProductsScreen),
  feeds: () => import('../features/feeds/FeedsScreen.tsx').then((m) => m.FeedsScreen),
  settings: () => import('../features/settings/SettingsScreen.tsx').then((m) => m.SettingsScreen),
};

/** Screens whose file has loaded. */
export const loadedScreens = new Map<Screen, ScreenView>();
const loading = new Map<Screen, Promise<ScreenView>>();

/** The screen's file, asked for once (again after a failure). */
export function loadScreen(screen: Screen): Promise<ScreenView> {
  let file = loading.get(screen);
  if (file === undefined) {
    file = SCREEN_FILES[screen]().then(
      (view) => {
        loadedScreens.set(screen, view);
        return view;
      },
      (error: unknown) => {
        loading.delete(screen);
        throw error;
      },
    );
    loading.set(screen, file);
  }
  return file;
}

/** What a screen shows first, asked for as soon as it is the one to show, while its file loads. */
const FIRST_DATA: Partial<Record<Screen, () => void>> = {
  shipments: askFirstShipments,
  feeds: askFirstProducts,
};

/**
 * From the moment the screen to show is known (at launch the backend names the screen last left), its file and its
 * first data are asked for at once: at launch that is before React has drawn the app around the screen (0.2–0.3 s
 * of a cold start, docs/PERFORMANCE.md); on a move, before React draws the screen. Answers a function that stops.
 */
export function followScreens(): () => void {
  const show = (screen: Screen) => {
    // A kept screen already drawn shows what it holds; its grid keeps its blocks current itself.
    if (!keptScreenDrawn(screen)) FIRST_DATA[screen]?.();
    // A failure is shown by the screen's place in the app, which asks again.
    loadScreen(screen).catch(() => undefined);
  };
  const now = useNavigation.getState();
  if (now.settled) show(now.screen);
  return useNavigation.subscribe((now, before) => {
    if (now.settled && (now.screen !== before.screen || !before.settled)) show(now.screen);
  });
}
