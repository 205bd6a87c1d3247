import { useRef } from 'react';
import { tabAfterKey } from '../../ui/tab-keys.ts';

export type ListingsView = 'sheet' | 'mine';

const TABS: { view: ListingsView; label: string }[] = [
  { view: 'sheet', label: 'Sheet' },
  { view: 'mine', label: 'My listings' },
];

/** The two views of Listings: the sheet (create and upload) and My listings (live price and stock). */
export function ListingTabs({ view, onView }: { view: ListingsView; onView(view: ListingsView): void }) {
  const list = useRef<HTMLDivElement>(null);
  return (
    <div className="listing-tabs" role="tablist" aria-label="Listings views" ref={list}>
      {TABS.map((t) => (
        <button
          key={t.view}
          type="button"
          role="tab"
          className="secondary"
          aria-selected={t.view === view}
          tabIndex={t.view === view ? 0 : -1}
          onClick={() => onView(t.view)}
          onKeyDown={(e) => {
            const next = tabAfterKey(
              e.key,
              TABS.map((x) => x.view),
              view,
            );
            if (next === null) return;
            e.preventDefault();
            onView(next);
            // The tab that is chosen takes the keyboard once it is drawn.
            setTimeout(() => list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus(), 0);
          }}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
