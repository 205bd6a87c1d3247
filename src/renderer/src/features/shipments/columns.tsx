import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { FormattedMessage } from 'react-intl';
import { KNOWN_CODES, paymentLabel, policyLabel, statusLabel } from '../../../../shared/shipments/labels.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { PRE_DISPATCH_VIEWS } from '../../../../shared/shipments/views.ts';
import type { ShipmentRow } from '../../../../shared/shipments/types.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { t } from '../../i18n/index.ts';
import { wordsWidth } from '../../ui/grid/words-width.ts';
import { dispatchCountdown, money, when } from './format.ts';

/** The countdown first (what is late reads at a glance), then the time itself. */
function DispatchBy({ data }: ICellRendererParams<ShipmentRow>) {
  if (!data) return null;
  const text = when(data.dispatchBy);
  if (data.dispatchByMs === null || !PRE_DISPATCH_VIEWS.includes(data.view)) return <span>{text}</span>;
  const countdown = dispatchCountdown(data.dispatchByMs, Date.now(), localTimeZone(), t);
  return (
    <span className={`deadline deadline-${countdown.tone}`} title={text}>
      <FormattedMessage id="shipments.grid.countdown" values={{ countdown: countdown.text, at: text }} />
    </span>
  );
}

/** A long id cut to the column's width, whole on hover (and in the detail). */
function Id({ value }: ICellRendererParams<ShipmentRow, string>) {
  return value ? (
    <span title={value} translate="no">
      {value}
    </span>
  ) : null;
}

/** The location by the seller's name for it (the id on hover); the CSV keeps the id. */
function Location({ value }: ICellRendererParams<ShipmentRow, string | null>) {
  const label = useLocationLabel();
  return value ? (
    <span title={value} translate="no">
      {label(value)}
    </span>
  ) : null;
}

const text = (field: keyof ShipmentRow, headerName: string, width = 140): ColDef<ShipmentRow> => ({
  colId: field,
  field,
  headerName,
  width,
});

/** A column of words: at least `least` wide, and wide enough for the longest of them in the screens' language. */
const wordsColumn = (field: keyof ShipmentRow, headerName: string, least: number, words: string[]) =>
  text(field, headerName, wordsWidth(words, least));

/**
 * The grid's columns in the order a seller reads them: the shipment and SKU pinned at the left, then when it is due,
 * its state and what it is. Every colId but the title's is a sortable column of the block call, sorted in SQL.
 * Headers and words in the language the screens speak (made when the grid is: never a module constant); the cells
 * that show data (ids, SKU, title, location) are not translated.
 */
export function shipmentColumns(): ColDef<ShipmentRow>[] {
  const data = { cellClass: 'no-translate' } as const;
  return [
    {
      ...text('shipmentId', t('shipments.grid.shipment'), 150),
      pinned: 'left',
      cellRenderer: ({ data: row }: ICellRendererParams<ShipmentRow>) =>
        row ? (
          <span>
            <span title={row.shipmentId} translate="no">
              {row.shipmentId}
            </span>
            {row.notSeenInLastFullSync && (
              <span className="badge" title={t('shipments.grid.notSeenTitle')}>
                <FormattedMessage id="shipments.grid.notSeen" />
              </span>
            )}
          </span>
        ) : null,
    },
    { ...text('skus', t('shipments.grid.sku'), 150), pinned: 'left', cellRenderer: Id, ...data },
    {
      // Room for the countdown and the time whole: "overdue by 47 h · 30 Nov, 11:59 pm" (screens-fit checks it).
      ...text('dispatchBy', t('shipments.grid.dispatchBy'), 300),
      cellRenderer: DispatchBy,
      initialSort: 'asc',
    },
    {
      ...wordsColumn(
        'status',
        t('shipments.grid.status'),
        170,
        KNOWN_CODES.state.map((c) => statusLabel(c, t)),
      ),
      valueFormatter: (p) => statusLabel(p.value as string, t),
    },
    { ...text('titles', t('shipments.grid.title'), 260), sortable: false, cellRenderer: Id, ...data },
    { ...text('quantity', t('shipments.grid.quantity'), 70), type: 'rightAligned' },
    { ...text('orderIds', t('shipments.grid.order'), 170), cellRenderer: Id, ...data },
    {
      ...text('totalPrice', t('shipments.grid.totalPrice'), 120),
      type: 'rightAligned',
      valueFormatter: (p) => money(p.value as number | null, p.data?.currency),
    },
    {
      ...text('sellingPrice', t('shipments.grid.sellingPrice'), 120),
      type: 'rightAligned',
      valueFormatter: (p) => money(p.value as number | null, p.data?.currency),
    },
    { ...text('fsns', t('shipments.grid.fsn'), 150), cellRenderer: Id, ...data },
    {
      ...text('dispatchAfter', t('shipments.grid.dispatchAfter'), 160),
      valueFormatter: (p) => when(p.value as string | null),
    },
    {
      ...wordsColumn('hold', t('shipments.grid.hold'), 80, [
        t('shipments.grid.onHold'),
        t('shipments.grid.notOnHold'),
      ]),
      valueFormatter: (p) =>
        p.value === true
          ? t('shipments.grid.onHold')
          : p.value === false
            ? t('shipments.grid.notOnHold')
            : '',
    },
    { ...text('locationId', t('shipments.grid.location'), 150), cellRenderer: Location, ...data },
    {
      ...wordsColumn(
        'packagingPolicy',
        t('shipments.grid.packaging'),
        170,
        KNOWN_CODES.policy.map((c) => policyLabel(c, t)),
      ),
      valueFormatter: (p) => policyLabel(p.value as string | null, t),
    },
    {
      ...wordsColumn(
        'paymentType',
        t('shipments.grid.payment'),
        140,
        KNOWN_CODES.payment.map((c) => paymentLabel(c, t)),
      ),
      valueFormatter: (p) => paymentLabel(p.value as string | null, t),
    },
    {
      ...text('updatedAt', t('shipments.grid.updated'), 160),
      valueFormatter: (p) => when(p.value as string | null),
    },
  ];
}
