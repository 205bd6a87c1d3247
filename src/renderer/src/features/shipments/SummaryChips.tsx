import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { countLabel, SHIPMENT_COUNTS, type DEADLINE_COUNTS } from '../../../../shared/shipments/counts.ts';
import type { ShipmentGridFilter, ShipmentSummary } from '../../../../shared/shipments/types.ts';
import { PRE_DISPATCH_VIEWS, viewLabel } from '../../../../shared/shipments/views.ts';
import { formatCount, t } from '../../i18n/index.ts';
import './summary-chips.css';

type ChipName = keyof ShipmentSummary;

interface Chip {
  name: ChipName;
  /** Whether the filter shows just these. */
  on: (f: ShipmentGridFilter) => boolean;
  /** The filter change that turns it on, and off. */
  set: (on: boolean) => Partial<ShipmentGridFilter>;
  tone?: string;
}

const deadlineChip = (name: (typeof DEADLINE_COUNTS)[number], tone?: string): Chip => {
  const deadline = SHIPMENT_COUNTS[name].filter.deadline;
  return {
    name,
    on: (f) => f.deadline === deadline,
    set: (on) => ({ deadline: on ? deadline : undefined }),
    ...(tone === undefined ? {} : { tone }),
  };
};

/** The deadline chips split what the tab still has to dispatch: together they are that number. */
const DEADLINE_CHIPS: Chip[] = [
  deadlineChip('overdue', 'deadline-overdue'),
  deadlineChip('dueToday', 'deadline-today'),
  deadlineChip('dueLater'),
];

/** Among the tab's shipments, beside the split. */
const OTHER_CHIPS: Chip[] = [
  { name: 'onHold', on: (f) => f.hold === true, set: (on) => ({ hold: on ? true : undefined }) },
  {
    name: 'formsFailed',
    on: (f) => f.formsFailed === true,
    set: (on) => ({ formsFailed: on ? true : undefined }),
  },
];

/** Names of the filters a link from Today can set that have no control of their own above the grid. */
const OTHER_FILTERS: {
  key: string;
  label: MessageId;
  on: (f: ShipmentGridFilter) => boolean;
  off: Partial<ShipmentGridFilter>;
}[] = [
  {
    key: 'byToday',
    label: 'shipments.summary.byToday',
    on: (f) => f.deadline === 'byToday',
    off: { deadline: undefined },
  },
  {
    key: 'next24h',
    label: 'shipments.count.dueNext24h',
    on: (f) => f.deadline === 'next24h',
    off: { deadline: undefined },
  },
  // To pack today's own narrowing (what Pack takes), and Packing in progress.
  {
    key: 'noFailedForm',
    label: 'shipments.summary.noFailedForm',
    on: (f) => f.formsFailed === false,
    off: { formsFailed: undefined },
  },
  {
    key: 'notPacking',
    label: 'shipments.summary.notPacking',
    on: (f) => f.packing === false,
    off: { packing: undefined },
  },
  {
    key: 'packing',
    label: 'shipments.count.packingInProgress',
    on: (f) => f.packing === true,
    off: { packing: undefined },
  },
  {
    key: 'newSinceSync',
    label: 'shipments.count.newSinceLastSync',
    on: (f) => f.newSinceSync === true,
    off: { newSinceSync: undefined },
  },
];

/** What the deadline chips split, in words: "Of 52 in To pack", "Of 80 not yet dispatched". */
function deadlineLead(summary: ShipmentSummary, filter: ShipmentGridFilter): string | null {
  const still = summary.overdue + summary.dueToday + summary.dueLater;
  if (filter.view === 'all') return t('shipments.summary.leadAll', { count: formatCount(still) });
  if (!PRE_DISPATCH_VIEWS.includes(filter.view)) return null;
  return t('shipments.summary.lead', { count: formatCount(still), view: viewLabel(filter.view, t) });
}

/**
 * The tab's summary under the search and filters; each chip is a filter of its own (pressed: the grid shows just
 * those). Overdue, due today and due later split what the tab still has to dispatch, and the lead says how many
 * that is; on hold and forms failed count among the tab's shipments.
 */
export function SummaryChips({
  summary,
  filter,
  setFilter,
}: {
  summary: ShipmentSummary;
  filter: ShipmentGridFilter;
  setFilter: (patch: Partial<ShipmentGridFilter>) => void;
}) {
  const lead = deadlineLead(summary, filter);
  const tab = viewLabel(filter.view, t);
  const chip = (c: Chip) => {
    const n = summary[c.name];
    const on = c.on(filter);
    return (
      <button
        key={c.name}
        type="button"
        className={`chip${n > 0 && c.tone ? ` ${c.tone}` : ''}`}
        aria-pressed={on}
        onClick={() => setFilter(c.set(!on))}
      >
        <FormattedMessage
          id="shipments.summary.chip"
          values={{ label: countLabel(c.name, t), count: formatCount(n) }}
        />
      </button>
    );
  };
  return (
    <div className="summary" role="group" aria-label={t('shipments.summary.label', { view: tab })}>
      {lead !== null && (
        <span className="summary-split">
          <span className="summary-lead">{lead}</span>
          {DEADLINE_CHIPS.map(chip)}
        </span>
      )}
      {OTHER_CHIPS.map(chip)}
      {OTHER_FILTERS.filter((f) => f.on(filter)).map((f) => (
        <button key={f.key} type="button" className="chip" aria-pressed onClick={() => setFilter(f.off)}>
          <FormattedMessage id="shipments.summary.remove" values={{ label: t(f.label) }} />
        </button>
      ))}
    </div>
  );
}
