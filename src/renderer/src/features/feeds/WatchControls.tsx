import { useEffect, useId, useState } from 'react';
import type { ProductDetail } from '../../../../shared/feeds/types.ts';
import { parsePriceInput } from '../../../../shared/feeds/price-input.ts';
import { numberFormat, t } from '../../i18n/index.ts';
import { useWatch, watchKey } from './watch-store.ts';

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
  // A saved target as a person would type it again: "52,000".
  useEffect(
    () => setValue(target == null ? '' : numberFormat({ maximumFractionDigits: 2 }).format(target)),
    [target, key],
  );
  const { toggle, setTarget } = useWatch.getState();

  const save = () => {
    const typed = parsePriceInput(value, t);
    if ('problem' in typed) {
      setNote(typed.problem);
      return;
    }
    const price = typed.price;
    void setTarget(detail.category, detail.productId, price).then(() =>
      setNote(price === null ? t('feeds.watch.noTarget') : t('feeds.watch.targetSaved')),
    );
  };

  return (
    <div className="watch-controls" role="group" aria-label={t('feeds.watchlist.title')}>
      <button
        type="button"
        className="secondary"
        aria-pressed={starred}
        onClick={() => {
          setNote(null);
          void toggle(detail.category, detail.productId);
        }}
      >
        {starred ? t('feeds.watch.on') : t('feeds.watch.add')}
      </button>
      {starred && (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <label htmlFor={`${id}-target`}>{t('feeds.watch.target', { currency: detail.currency })}</label>
          <input
            id={`${id}-target`}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={t('feeds.watch.none')}
          />
          <button type="submit" className="secondary">
            {t('feeds.watch.saveTarget')}
          </button>
        </form>
      )}
      {note && <p role="status">{note}</p>}
    </div>
  );
}
