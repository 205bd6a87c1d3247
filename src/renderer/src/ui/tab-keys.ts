/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA tabs pattern): the arrows to the next or previous tab,
 * round at the ends, Home and End to the first and last; null for any other key.
 */
export function tabAfterKey<T>(key: string, tabs: readonly T[], current: T): T | null {
  const at = tabs.indexOf(current);
  if (tabs.length === 0 || at === -1) return null;
  switch (key) {
    case 'ArrowRight':
      return tabs[(at + 1) % tabs.length] ?? null;
    case 'ArrowLeft':
      return tabs[(at - 1 + tabs.length) % tabs.length] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[tabs.length - 1] ?? null;
    default:
      return null;
  }
}
