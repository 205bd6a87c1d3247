/**
 * Where the keyboard goes after an action, so that it never drops to the top of the page (docs/ACCESSIBILITY.md,
 * "Where focus lands after an action").
 */

/** Whether focus can go to the element now: on the page, not disabled, and not the page itself. */
export function canFocus(el: Element | null | undefined): el is HTMLElement {
  return el instanceof HTMLElement && el !== document.body && el.isConnected && !el.matches(':disabled');
}

/** Whether focus has dropped: nothing, or the page, has it (the control that had it went or was disabled). */
export function focusDropped(): boolean {
  const el = document.activeElement;
  return el === null || el === document.body || !el.isConnected;
}

/** Focus on the first of the candidates that can take it; whether one did. */
export function focusFirst(...candidates: (Element | null | undefined)[]): boolean {
  const el = candidates.find(canFocus);
  el?.focus({ preventScroll: false });
  return el !== undefined;
}

/**
 * A control that starts work and is disabled while it runs (a download) loses focus to the page; once the work has
 * settled and the screen is drawn again, focus goes back to it (or, gone, to `fallback`), unless the person has
 * moved on meanwhile.
 */
export async function keepFocusThrough(
  control: HTMLElement,
  work: Promise<unknown> | void,
  fallback?: () => Element | null,
): Promise<void> {
  try {
    await work;
  } finally {
    requestAnimationFrame(() => {
      if (focusDropped()) focusFirst(control, fallback?.());
    });
  }
}

/**
 * Focus on what `find` finds as soon as it is on the page (another screen that loads its code first), if focus has
 * dropped by then; gives up after `timeoutMs`. For a control that leads to another screen.
 */
export function focusWhenShown(find: () => Element | null, timeoutMs = 5_000): void {
  const attempt = () => {
    const el = find();
    if (!canFocus(el)) return false;
    if (focusDropped()) el.focus();
    return true;
  };
  if (attempt()) return;
  const watch = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    watch.disconnect();
    clearTimeout(timer);
  };
  watch.observe(document.body, { childList: true, subtree: true, attributes: true });
}

/** The controls Tab visits inside `el`, in order. */
function tabStops(el: HTMLElement): HTMLElement[] {
  return [...el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (c) => c.tabIndex >= 0 && canFocus(c) && c.getClientRects().length > 0,
  );
}

/**
 * Keeps the keyboard inside `el`, a child of `<body>` drawn over the app (the pick list): everything else on the
 * page is made inert (no focus, no clicks, hidden from screen readers), and Tab past the last control comes round
 * to the first (Shift+Tab the other way), until the returned function gives the page back.
 */
export function holdFocusIn(el: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (c): c is HTMLElement => c instanceof HTMLElement && c !== el && !c.inert,
  );
  for (const other of others) other.inert = true;
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const stops = tabStops(el);
    const [first, last] = [stops[0], stops.at(-1)];
    if (first === undefined || last === undefined) return;
    const at = document.activeElement;
    const outside = !el.contains(at);
    if (e.shiftKey && (at === first || outside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (at === last || outside)) {
      e.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('keydown', onKey);
    for (const other of others) other.inert = false;
  };
}
