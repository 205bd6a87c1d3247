import { Suspense, useEffect, type ReactNode } from 'react';
import { ScreenShown } from '../ui/screen-shown.ts';
import { markKeptScreen } from './kept-screens.ts';
import type { ScreenView } from './first-screen.ts';
import type { Screen } from './navigation-store.ts';
import { DrawBoundary } from '../ui/DrawBoundary.tsx';

/**
 * A kept screen in a place of its own (app/kept-screens.ts): drawn at its first showing, then hidden while another
 * screen is shown (out of the layout, of the keyboard's reach and of what a screen reader reads) and shown again as
 * it was left.
 */
export function KeptScreen({
  screen,
  View,
  shown,
  loading,
}: {
  screen: Screen;
  View: ScreenView;
  shown: boolean;
  loading: ReactNode;
}) {
  useEffect(() => {
    markKeptScreen(screen, true);
    return () => markKeptScreen(screen, false);
  }, [screen]);
  return (
    <div className="kept-screen" hidden={!shown} inert={!shown}>
      <ScreenShown value={shown}>
        <DrawBoundary>
          <Suspense fallback={loading}>
            <View />
          </Suspense>
        </DrawBoundary>
      </ScreenShown>
    </div>
  );
}
