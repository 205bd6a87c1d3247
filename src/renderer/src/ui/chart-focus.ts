const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Keeps a chart out of the Tab order. AG Charts 14 leaves its series area a Tab stop (an image named "interactive
 * chart") even with `keyboard: { enabled: false }`, and draws its legend's items as it lays out, so every focusable
 * element it adds is given tabindex -1 as it comes. A table of the same figures is the way in for the keyboard and
 * the screen reader; the chart is for the eye (and the mouse). Answers the function that stops watching.
 */
export function keepOutOfTabOrder(container: HTMLElement): () => void {
  const demote = () => {
    for (const el of container.querySelectorAll<HTMLElement>(FOCUSABLE))
      if (el.tabIndex >= 0) el.tabIndex = -1;
  };
  demote();
  const watch = new MutationObserver(demote);
  watch.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['tabindex'],
  });
  return () => watch.disconnect();
}
