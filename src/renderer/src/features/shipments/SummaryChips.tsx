import { SHIPMENT_COUNTS, type DEADLINE_COUNTS } from '../../../../shared/shipments/counts.ts';
import type { ShipmentGridFilter, ShipmentSummary } from '../../../../shared/shipments/types.ts';
import { PRE_DISPATCH_VIEWS, SHIPMENT_VIEWS } from '../../../../shared/shipments/views.ts';
import './summary-chips.css';

const count = new Intl.NumberFormat('en-IN');

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
  label: string;
  on: (f: ShipmentGridFilter) => boolean;
  off: Partial<ShipmentGridFilter>;
}[] = [
  { label: 'Overdue or due today', on: (f) => f.deadline === 'byToday', off: { deadline: undefined } },
  {
    label: SHIPMENT_COUNTS.dueNext24h.label,
    on: (f) => f.deadline === 'next24h',
    off: { deadline: undefined },
  },
  // To pack today's own narrowing (what Pack takes), and Packing in progress.
  { label: 'No failed form', on: (f) => f.formsFailed === false, off: { formsFailed: undefined } },
  { label: 'Not being packed', on: (f) => f.packing === false, off: { packing: undefined } },
  {
    label: SHIPMENT_COUNTS.packingInProgress.label,
    on: (f) => f.packing === true,
    off: { packing: undefined },
  },
  {
    label: SHIPMENT_COUNTS.newSinceLastSync.label,
    on: (f) => f.newSinceSync === true,
    off: { newSinceSync: undefined },
  },
];

/** What the deadline chips split, in words: "Of 52 in To pack", "Of 80 not yet dispatched". */
function deadlineLead(summary: ShipmentSummary, filter: ShipmentGridFilter): string | null {
  const still = summary.overdue + summary.dueToday + summary.dueLater;
  if (filter.view === 'all') return `Of ${count.format(still)} not yet dispatched:`;
  if (!PRE_DISPATCH_VIEWS.includes(filter.view)) return null;
  const tab = SHIPMENT_VIEWS.find((v) => v.id === filter.view)?.label ?? filter.view;
  return `Of ${count.format(still)} in ${tab}:`;
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
  const tab = SHIPMENT_VIEWS.find((v) => v.id === filter.view)?.label ?? filter.view;
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
        {SHIPMENT_COUNTS[c.name].label}: {count.format(n)}
      </button>
    );
  };
  return (
    <div className="summary" role="group" aria-label={`Summary of ${tab}`}>
      {lead !== null && (
        <span className="summary-split">
          <span className="summary-lead">{lead}</span>
          {DEADLINE_CHIPS.map(chip)}
        </span>
      )}
      {OTHER_CHIPS.map(chip)}
      {OTHER_FILTERS.filter((f) => f.on(filter)).map((f) => (
        <button key={f.label} type="button" className="chip" aria-pressed onClick={() => setFilter(f.off)}>
          {f.label} ×
        </button>
      ))}
    </div>
  );
}
