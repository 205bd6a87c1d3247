import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PriceAdjust, Rounding } from '../../../../shared/my-listings/intents.ts';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';
import { useMyListings } from './my-listings-store.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

/** Signs, the same in every language. */
const SIGNS = { percent: '%', amount: '₹' } as const;

const ROUNDINGS: { value: Rounding; label: MessageId }[] = [
  { value: 'nearest', label: 'myListings.bulk.rounding.nearest' },
  { value: 'down', label: 'myListings.bulk.rounding.down' },
  { value: 'up', label: 'myListings.bulk.rounding.up' },
  { value: 'end9', label: 'myListings.bulk.rounding.end9' },
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
    <div className="toolbar" role="toolbar" aria-label={t('myListings.bulk.toolbar')}>
      <button
        type="button"
        className="secondary"
        disabled={none}
        onClick={() => void preview({ kind: 'stock', skus: selection, inventory: 0 })}
      >
        <FormattedMessage id="myListings.bulk.stockToZero" />
      </button>
      <span className="toolbar-gap" />
      <label>
        <FormattedMessage id="myListings.bulk.prices" />
        {SPACE}
        <select
          aria-label={t('myListings.bulk.direction')}
          value={direction}
          onChange={(e) => setDirection(e.target.value as 'down')}
        >
          <option value="down">{t('myListings.bulk.down')}</option>
          <option value="up">{t('myListings.bulk.up')}</option>
        </select>
      </label>
      <label>
        <FormattedMessage id="myListings.bulk.by" />
        {SPACE}
        <input
          aria-label={t('myListings.bulk.amount')}
          type="number"
          min={0}
          step="any"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          style={{ width: '6em' }}
        />
      </label>
      <select
        aria-label={t('myListings.bulk.percentOrRupees')}
        value={by}
        onChange={(e) => setBy(e.target.value as 'percent')}
      >
        <option value="percent">{SIGNS.percent}</option>
        <option value="amount">{SIGNS.amount}</option>
      </select>
      <select
        aria-label={t('myListings.bulk.rounding')}
        value={rounding}
        onChange={(e) => setRounding(e.target.value as Rounding)}
      >
        {ROUNDINGS.map((r) => (
          <option key={r.value} value={r.value}>
            {t(r.label)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="secondary"
        disabled={none || !Number.isFinite(value) || value <= 0}
        onClick={adjust}
      >
        <FormattedMessage id="myListings.bulk.preview" />
      </button>
    </div>
  );
}
