import { useFulfilment } from '../features/fulfilment/fulfilment-store.ts';
import type { Api } from '../../../shared/ipc/types.ts';
import { useFeeds } from '../features/feeds/feeds-store.ts';
import { useWatch } from '../features/feeds/watch-store.ts';
import { useSettings } from '../features/settings/settings-store.ts';
import { useLocationNames } from '../features/locations/location-names-store.ts';
import { useProducts } from '../features/products/products-store.ts';
import { useReceive } from '../features/returns/receive-store.ts';
import { usePickList } from '../features/shipments/pick-list-store.ts';
import { useShipments } from '../features/shipments/shipments-store.ts';
import { useToday } from '../features/today/today-store.ts';
import { useReturns } from '../features/returns/returns-store.ts';
import { useTodayReturns } from '../features/returns/today-returns-store.ts';
import { useSandbox } from '../features/sandbox/sandbox-store.ts';
import { useReturnActions } from '../features/returns/return-actions-store.ts';
import { useJobs } from '../ui/jobs-store.ts';
import { useNavigation } from './navigation-store.ts';
import { followScreens } from './first-screen.ts';
import { useStatus } from './status-store.ts';
import { useTheme } from './theme-store.ts';
import { useLanguage } from '../i18n/language-store.ts';

/**
 * Starts every store once, before the first render: each subscribes to the backend's events (and the window's)
 * here rather than when its module is imported. Answers a function that stops them all.
 *
 * The listing sheet's store (its rules, its undo history, its validation worker) is a file of its own, loaded beside
 * the first screen rather than in the window's first file: it heeds its events only once its screen has read the
 * draft, which needs that file anyway.
 */
export function initStores(api: Api, win: Window): () => void {
  const stops = [
    // First: the language the first screen speaks.
    useLanguage.getState().init(api, win),
    useNavigation.getState().init(win, api),
    // The screen to show's file and first data, asked for as soon as it is known (first-screen.ts).
    followScreens(),
    useStatus.getState().init(api, win),
    useTheme.getState().init(api, win),
    useJobs.getState().init(api),
    useShipments.getState().init(api),
    usePickList.getState().init(api),
    useToday.getState().init(api),
    useReturns.getState().init(api),
    useTodayReturns.getState().init(api),
    useReturnActions.getState().init(api),
    useFeeds.getState().init(api),
    useWatch.getState().init(api),
    useSettings.getState().init(api),
    useFulfilment.getState().init(api),
    useLocationNames.getState().init(api),
    useProducts.getState().init(api),
    useSandbox.getState().init(api),
    useReceive.getState().init(api),
  ];
  const listings = import('../features/listings/listings-store.ts').then(({ useListings }) =>
    useListings.getState().init(api),
  );
  const myListings = import('../features/my-listings/my-listings-store.ts').then(({ useMyListings }) =>
    useMyListings.getState().init(api),
  );
  return () => {
    stops.forEach((stop) => stop());
    void listings.then((stop) => stop());
    void myListings.then((stop) => stop());
  };
}
