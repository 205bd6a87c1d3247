import { useEffect } from 'react';
import type { ReturnGridFilter } from '../../../../shared/returns/contract.ts';
import { RETURN_TODAY_COUNTS } from '../../../../shared/returns/return-today.ts';
import { FormattedMessage } from 'react-intl';
import { useNavigation } from '../../app/navigation-store.ts';
import { formatCount, t } from '../../i18n/index.ts';
import { focusWhenShown } from '../../ui/focus.ts';
import { selectedReturnTab } from './ReturnTabs.tsx';
import { useReturns } from './returns-store.ts';
import { useTodayReturns } from './today-returns-store.ts';

/** A count not read yet: a mark, not a word. */
const PENDING = '—';

/** Today's returns: arriving today, to receive, and self-ship returns waiting for the seller's yes or no. */
export function TodayReturns() {
  const counts = useTodayReturns((s) => s.counts);
  const filters = useTodayReturns((s) => s.filters);
  const stored = useTodayReturns((s) => s.stored);
  const error = useTodayReturns((s) => s.error);
  const load = useTodayReturns((s) => s.load);
  const go = useNavigation((s) => s.go);
  useEffect(() => {
    void load();
  }, [load]);

  // The filter the count was counted under, so that the tab it opens counts the same.
  const open = (filter: ReturnGridFilter) => {
    useReturns.getState().showFilter(filter);
    go('returns');
    // The count's button goes with this screen: focus goes on to the tab that shows those returns.
    focusWhenShown(selectedReturnTab);
  };

  return (
    <section aria-labelledby="today-returns-title">
      <h2 id="today-returns-title">
        <FormattedMessage id="returns.screen.title" />
      </h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p id="today-returns-hint" className="muted">
        {t(stored === 0 ? 'returns.today.noneStored' : 'returns.today.hint')}
      </p>
      <ul className="today-counts">
        {RETURN_TODAY_COUNTS.map((c) => {
          const n = counts?.[c.name] ?? null;
          const filter = filters?.[c.name];
          return (
            <li key={c.name}>
              <button
                type="button"
                className={`today-count${n ? ' warn' : ''}`}
                disabled={n === null || filter === undefined}
                onClick={() => filter && open(filter)}
                aria-describedby="today-returns-hint"
              >
                <span className="today-count-number">{n === null ? PENDING : formatCount(n)}</span>
                <span>{t(c.label)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
