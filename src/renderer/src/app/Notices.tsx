import { useState } from 'react';
import { useStatus } from './status-store.ts';

/**
 * What the backend found when it opened the data folder (a damaged file kept aside, a folder that cannot be
 * written), shown once at the top until the person dismisses it.
 */
// One empty list: a selector returning a new [] on every call makes React render forever (error #185).
const NONE: readonly string[] = [];

export function Notices() {
  const notices = useStatus((s) => s.info?.notices ?? NONE);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || notices.length === 0) return null;
  return (
    <section className="notices" role="alert" aria-label="Notices">
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </section>
  );
}
