import { useState } from 'react';
import type { PriceAdjust, Rounding } from '../../../../shared/my-listings/intents.ts';
import { useMyListings } from './my-listings-store.ts';

const ROUNDINGS: { value: Rounding; label: string }[] = [
  { value: 'nearest', label: 'to the nearest rupee' },
  { value: 'down', label: 'down to a rupee' },
  { value: 'up', label: 'up to a rupee' },
  { value: 'end9', label: 'to end in 9' },
];

/** Bulk actions on the selected listings: stock to 0, prices up or down by a percent or an amount, rounded. */
export function BulkActions() {
  const selection = useMyListings((s) => s.selection);
  const preview = useMyListings((s) => s.preview);
  const [direction, setDirection] = useState<'down' | 'up'>('down');
  const [amount, setAmount] = useState('5');
  const [by, setBy] = useState<PriceAdjust['by']>('percent');
  const [rounding, setRounding] = useState<Rounding>('nearest');
  const none = selection.length === 0;
  const value = Number(amount);
  const adjust = () =>
    void preview({
      kind: 'adjust',
      skus: selection,
      adjust: { by, value: direction === 'down' ? -value : value, rounding },
    });

  return (
    <div className="toolbar" role="toolbar" aria-label="Change the selected listings">
      <button
        type="button"
        className="secondary"
        disabled={none}
        onClick={() => void preview({ kind: 'stock', skus: selection, inventory: 0 })}
      >
        Stock of selected to 0…
      </button>
      <span className="toolbar-gap" />
      <label>
        Prices{' '}
        <select
          aria-label="Direction"
          value={direction}
          onChange={(e) => setDirection(e.target.value as 'down')}
        >
          <option value="down">down</option>
          <option value="up">up</option>
        </select>
      </label>
      <label>
        by{' '}
        <input
          aria-label="Amount"
          type="number"
          min={0}
          step="any"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          style={{ width: '6em' }}
        />
      </label>
      <select aria-label="Percent or rupees" value={by} onChange={(e) => setBy(e.target.value as 'percent')}>
        <option value="percent">%</option>
        <option value="amount">₹</option>
      </select>
      <select
        aria-label="Rounding"
        value={rounding}
        onChange={(e) => setRounding(e.target.value as Rounding)}
      >
        {ROUNDINGS.map((r) => (
          <option key={r.value} value={r.value}>
            rounded {r.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="secondary"
        disabled={none || !Number.isFinite(value) || value <= 0}
        onClick={adjust}
      >
        Preview price change…
      </button>
    </div>
  );
}
