import { useEffect, type RefObject } from 'react';
import { canFocus } from './focus.ts';

/**
 * A panel takes focus when it opens (or shows another item, `shown`), so a keyboard or screen reader user lands in
 * what they opened, and gives it back on close to where it was (the grid cell or the button that opened it). When
 * that is gone or disabled by then, focus goes to what `fallback` finds (a sensible next control; a function
 * made once, outside the component) rather than dropping to the
 * page. The panel needs `tabIndex={-1}` unless it is a control; closing on Escape is the panel's or its screen's.
 */
export function usePanelFocus(
  panel: RefObject<HTMLElement | null>,
  shown: unknown,
  fallback?: () => HTMLElement | null,
): void {
  useEffect(() => {
    if (shown === undefined || shown === null) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    return () => {
      const back = canFocus(before) ? before : fallback?.();
      if (canFocus(back)) back.focus({ preventScroll: true });
    };
  }, [panel, shown, fallback]);
}
