import { FormattedMessage } from 'react-intl';
import type { ShipmentCounts, ShipmentGridFilter } from '../../../../shared/shipments/types.ts';
import { SHIPMENT_VIEWS, viewLabel, type ShipmentView } from '../../../../shared/shipments/views.ts';
import { formatCount, t } from '../../i18n/index.ts';
import { LIST_SEPARATOR, SPACE } from './marks.ts';

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
  return (
    <div className="notice" role="status" aria-label={t('shipments.elsewhere.label')}>
      <FormattedMessage id="shipments.elsewhere.nothing" values={{ view: viewLabel(filter.view, t) }} />
      {SPACE}
      {elsewhere.map((v, i) => (
        <span key={v.id}>
          {i > 0 &&
            (i === elsewhere.length - 1 ? (
              <>
                {SPACE}
                <FormattedMessage id="shipments.elsewhere.and" />
                {SPACE}
              </>
            ) : (
              LIST_SEPARATOR
            ))}
          <button type="button" className="link" onClick={() => setView(v.id)}>
            <FormattedMessage
              id="shipments.elsewhere.inView"
              values={{ count: formatCount(counts[v.id]), view: viewLabel(v.id, t) }}
            />
          </button>
        </span>
      ))}
      <FormattedMessage id="shipments.elsewhere.end" />
      {SPACE}
      <button type="button" className="link" onClick={() => setView('all')}>
        <FormattedMessage id="shipments.elsewhere.showAll" values={{ count: formatCount(counts.all) }} />
      </button>
    </div>
  );
}
