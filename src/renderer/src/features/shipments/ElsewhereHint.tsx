import type { ShipmentCounts, ShipmentGridFilter } from '../../../../shared/shipments/types.ts';
import { SHIPMENT_VIEWS, type ShipmentView } from '../../../../shared/shipments/views.ts';
import { formatCount } from '../../i18n/index.ts';

/**
 * When the tab shows nothing under the search and filters but other tabs hold matches, says where they are and
 * offers each tab, rather than leaving the person to read every tab's count.
 */
export function ElsewhereHint({
  filter,
  counts,
  setView,
}: {
  filter: ShipmentGridFilter;
  counts: ShipmentCounts;
  setView: (view: ShipmentView) => void;
}) {
  if (filter.view === 'all' || counts[filter.view] > 0 || counts.all === 0) return null;
  const elsewhere = SHIPMENT_VIEWS.filter((v) => v.id !== 'all' && v.id !== filter.view && counts[v.id] > 0);
  const here = SHIPMENT_VIEWS.find((v) => v.id === filter.view)?.label ?? filter.view;
  return (
    <div className="notice" role="status" aria-label="Matches in other tabs">
      Nothing in {here} matches; found{' '}
      {elsewhere.map((v, i) => (
        <span key={v.id}>
          {i > 0 && (i === elsewhere.length - 1 ? ' and ' : ', ')}
          <button type="button" className="link" onClick={() => setView(v.id)}>
            {formatCount(counts[v.id])} in {v.label}
          </button>
        </span>
      ))}
      .{' '}
      <button type="button" className="link" onClick={() => setView('all')}>
        Show all {formatCount(counts.all)}
      </button>
    </div>
  );
}
