import { useEffect, useId, useState } from 'react';
import type { ProductDetail } from '../../../../shared/feeds/types.ts';
import { parsePriceInput } from '../../../../shared/feeds/price-input.ts';
import { useWatch, watchKey } from './watch-store.ts';

/** A saved target as a person would type it again: "52,000". */
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The product panel's watch: a star, and a target price under which a sync raises an alert. */
export function WatchControls({ detail }: { detail: ProductDetail }) {
  const key = watchKey(detail.category, detail.productId);
  const starred = useWatch((s) => s.watched.has(key));
  const target = useWatch(
    (s) => s.watchlist.find((w) => watchKey(w.category, w.productId) === key)?.targetPrice,
  );
  const [value, setValue] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const id = useId();
  useEffect(() => setValue(target == null ? '' : grouped.format(target)), [target, key]);
  const { toggle, setTarget } = useWatch.getState();

  const save = () => {
    const typed = parsePriceInput(value);
    if ('problem' in typed) {
      setNote(typed.problem);
      return;
    }
    const price = typed.price;
    void setTarget(detail.category, detail.productId, price).then(() =>
      setNote(price === null ? 'Watching without a target price.' : 'Target price saved.'),
    );
  };

  return (
    <div className="watch-controls" role="group" aria-label="Watchlist">
      <button
        type="button"
        className="secondary"
        aria-pressed={starred}
        onClick={() => {
          setNote(null);
          void toggle(detail.category, detail.productId);
        }}
      >
        {starred ? '★ On the watchlist' : '☆ Add to watchlist'}
      </button>
      {starred && (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <label htmlFor={`${id}-target`}>Target price ({detail.currency})</label>
          <input
            id={`${id}-target`}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="none"
          />
          <button type="submit" className="secondary">
            Save target
          </button>
        </form>
      )}
      {note && <p role="status">{note}</p>}
    </div>
  );
}
