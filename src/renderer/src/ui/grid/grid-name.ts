import { useEffect, type RefObject } from 'react';

/**
 * Names the AG Grid drawn inside `box` (its element of role grid or treegrid, which AG Grid leaves unnamed), so a
 * screen reader says which grid focus entered and journeys find it by role and name. Follows the label (a language
 * change) and waits for the grid's first draw.
 */
export function useGridName(box: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const apply = (): boolean => {
      const grid = element.querySelector('[role="grid"], [role="treegrid"]');
      if (grid !== null && grid.getAttribute('aria-label') !== label) grid.setAttribute('aria-label', label);
      return grid !== null;
    };
    if (apply()) return;
    const drawn = new MutationObserver(() => {
      if (apply()) drawn.disconnect();
    });
    drawn.observe(element, { childList: true, subtree: true });
    return () => drawn.disconnect();
  }, [box, label]);
}
