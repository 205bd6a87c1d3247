import type { ShipmentGridFilter, ShipmentSummary } from '../../../../shared/shipments/types.ts';
import './summary-chips.css';

const count = new Intl.NumberFormat('en-IN');

interface Chip {
  label: string;
  value: (s: ShipmentSummary) => number | null;
  /** Whether the filter shows just these. */
  on: (f: ShipmentGridFilter) => boolean;
  /** The filter change that turns it on, and off. */
  set: (on: boolean) => Partial<ShipmentGridFilter>;
  tone?: string;
}

const CHIPS: Chip[] = [
  {
    label: 'Due today',
    value: (s) => s.dueToday,
    on: (f) => f.deadline === 'dueToday',
    set: (on) => ({ deadline: on ? 'dueToday' : undefined }),
    tone: 'deadline-today',
  },
  {
    label: 'Overdue',
    value: (s) => s.overdue,
    on: (f) => f.deadline === 'overdue',
    set: (on) => ({ deadline: on ? 'overdue' : undefined }),
    tone: 'deadline-overdue',
  },
  {
    label: 'On hold',
    value: (s) => s.onHold,
    on: (f) => f.hold === true,
    set: (on) => ({ hold: on ? true : undefined }),
  },
  {
    label: 'Forms failed',
    value: (s) => s.formsFailed,
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
  { label: 'Due by the end of today', on: (f) => f.deadline === 'byToday', off: { deadline: undefined } },
  { label: 'Due in the next 24 hours', on: (f) => f.deadline === 'next24h', off: { deadline: undefined } },
  { label: 'New since the last sync', on: (f) => f.newSinceSync === true, off: { newSinceSync: undefined } },
];

/**
 * The summary over what is still to dispatch under the search and filters; each chip is a filter of its own
 * (pressed: the grid shows just those).
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
  return (
    <div className="summary" role="group" aria-label="Summary of what is still to dispatch">
      {CHIPS.map((chip) => {
        const n = chip.value(summary) ?? 0;
        const on = chip.on(filter);
        return (
          <button
            key={chip.label}
            type="button"
            className={`chip${n > 0 && chip.tone ? ` ${chip.tone}` : ''}`}
            aria-pressed={on}
            onClick={() => setFilter(chip.set(!on))}
          >
            {chip.label}: {count.format(n)}
          </button>
        );
      })}
      {OTHER_FILTERS.filter((f) => f.on(filter)).map((f) => (
        <button key={f.label} type="button" className="chip" aria-pressed onClick={() => setFilter(f.off)}>
          {f.label} ×
        </button>
      ))}
    </div>
  );
}
