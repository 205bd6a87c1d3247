import type { TodayCounts } from '../../../../shared/shipments/today.ts';
import { TODAY_COUNTS } from './today-text.ts';

const count = new Intl.NumberFormat('en-IN');

/**
 * Under the counts, what to do with those Pack cannot take (a failed form, packing at the marketplace), shown while
 * there are any; each count's button is described by its line.
 */
export function TodaySteps({ counts }: { counts: TodayCounts }) {
  const steps = TODAY_COUNTS.filter((c) => c.help !== undefined && (counts[c.name] ?? 0) > 0);
  if (steps.length === 0) return null;
  return (
    <ul className="today-steps" aria-label="What to do with them">
      {steps.map((c) => (
        <li key={c.name} id={`today-step-${c.name}`}>
          <strong>
            {c.label} ({count.format(counts[c.name] ?? 0)}):
          </strong>{' '}
          {c.help}
        </li>
      ))}
    </ul>
  );
}
