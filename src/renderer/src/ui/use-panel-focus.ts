import { useEffect, type RefObject } from 'react';

/**
 * A detail panel takes focus when it opens (or shows another item, `shown`), so a keyboard or screen reader user
 * lands in what they opened, and gives it back on close to where it was (the grid cell that opened it), if that is
 * still on the page. The panel needs `tabIndex={-1}`; closing on Escape is the panel's or its screen's.
 */
export function usePanelFocus(panel: RefObject<HTMLElement | null>, shown: unknown): void {
  useEffect(() => {
    if (shown === undefined || shown === null) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    return () => {
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [panel, shown]);
}
