import { useRef, type KeyboardEvent } from 'react';
import { RETURN_TABS, type ReturnTab } from '../../../../shared/returns/return-tabs.ts';
import { returnTabWords } from '../../../../shared/returns/return-words.ts';
import { formatCount, t } from '../../i18n/index.ts';
import { tabAfterKey } from '../../ui/tab-keys.ts';
import { useReturns } from './returns-store.ts';

/** A count not read yet: a mark, not a word. */
const PENDING = '…';

/** The id of a tab, which names the panel it controls. */
export const returnTabId = (tab: ReturnTab): string => `returns-tab-${tab}`;

/** The tab on show, once the screen is drawn: where focus goes after a count on Today opened it. */
export const selectedReturnTab = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('[role="tablist"].return-tabs [aria-selected="true"]');

/**
 * The returns by what the seller must do, each with its count under the search and filters: one tab in the Tab
 * order (the selected one); the arrows, Home and End move between them and select as they go.
 */
export function ReturnTabs({ panelId }: { panelId: string }) {
  const tab = useReturns((s) => s.filter.tab);
  const counts = useReturns((s) => s.counts);
  const setTab = useReturns((s) => s.setTab);
  const buttons = useRef(new Map<ReturnTab, HTMLButtonElement>());

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(e.key, RETURN_TABS, tab);
    if (next === null) return;
    e.preventDefault();
    setTab(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('returns.tabs.label')} className="tabs return-tabs">
      {RETURN_TABS.map((id) => (
        <button
          key={id}
          ref={(button) => {
            if (button) buttons.current.set(id, button);
            else buttons.current.delete(id);
          }}
          id={returnTabId(id)}
          type="button"
          role="tab"
          aria-selected={tab === id}
          aria-controls={panelId}
          tabIndex={tab === id ? 0 : -1}
          className={tab === id ? 'tab selected' : 'tab'}
          onClick={() => setTab(id)}
          onKeyDown={onKeyDown}
        >
          {returnTabWords(id, t)} <span className="count">{counts ? formatCount(counts[id]) : PENDING}</span>
        </button>
      ))}
    </div>
  );
}
