import type { Screen } from './navigation-store.ts';

/**
 * Screens that stay drawn, hidden, once shown: a return shows them as they were left instead of building them again.
 * Feeds, whose product grid over up to a million stored products is the costliest screen to build (the screen, AG
 * Grid's beans, theme and rows: about half a second of the window's thread a visit, docs/PERFORMANCE.md). A kept
 * screen must say its heading's id only while shown (`useScreenShown`) and must not listen to the document's keys.
 * Its grid keeps itself current while hidden: a sync's changes refresh its blocks as they would on screen.
 */
export const KEPT_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['feeds']);

const drawn = new Set<Screen>();

/** A kept screen is drawn (hidden or shown) from its first showing until the app goes. */
export const keptScreenDrawn = (screen: Screen): boolean => drawn.has(screen);

/** Said by App as a kept screen is first drawn and when it goes. */
export function markKeptScreen(screen: Screen, isDrawn: boolean): void {
  if (isDrawn) drawn.add(screen);
  else drawn.delete(screen);
}
