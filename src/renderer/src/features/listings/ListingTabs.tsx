import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { tabAfterKey } from '../../ui/tab-keys.ts';
import { t } from '../../i18n/index.ts';

export type ListingsView = 'sheet' | 'mine';

const TABS: { view: ListingsView; label: MessageId }[] = [
  { view: 'sheet', label: 'listings.tabs.sheet' },
  { view: 'mine', label: 'listings.tabs.mine' },
];

/** The two views of Listings: the sheet (create and upload) and My listings (live price and stock). */
export function ListingTabs({ view, onView }: { view: ListingsView; onView(view: ListingsView): void }) {
  const list = useRef<HTMLDivElement>(null);
  return (
    <div className="listing-tabs" role="tablist" aria-label={t('listings.tabs.label')} ref={list}>
      {TABS.map((tab) => (
        <button
          key={tab.view}
          type="button"
          role="tab"
          className="secondary"
          aria-selected={tab.view === view}
          tabIndex={tab.view === view ? 0 : -1}
          onClick={() => onView(tab.view)}
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
          <FormattedMessage id={tab.label} />
        </button>
      ))}
    </div>
  );
}
