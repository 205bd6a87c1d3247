import { FormattedMessage } from 'react-intl';
import type { TodayCounts } from '../../../../shared/shipments/today.ts';
import { formatCount, t } from '../../i18n/index.ts';
import { todayCounts } from './today-text.ts';

/**
 * Under the counts, what to do with those Pack cannot take (a failed form, packing at the marketplace), shown while
 * there are any; each count's button is described by its line.
 */
export function TodaySteps({ counts }: { counts: TodayCounts }) {
  const steps = todayCounts().filter((c) => c.help !== undefined && (counts[c.name] ?? 0) > 0);
  if (steps.length === 0) return null;
  return (
    <ul className="today-steps" aria-label={t('today.steps.label')}>
      {steps.map((c) => (
        <li key={c.name} id={`today-step-${c.name}`}>
          <FormattedMessage
            id="today.steps.line"
            values={{
              b: (chunks) => <strong>{chunks}</strong>,
              label: c.label,
              count: formatCount(counts[c.name] ?? 0),
              help: c.help,
            }}
          />
        </li>
      ))}
    </ul>
  );
}
