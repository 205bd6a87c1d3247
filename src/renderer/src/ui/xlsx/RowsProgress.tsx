import { FormattedMessage } from 'react-intl';
import type { RowProgress } from './row-progress.ts';

/** Whole percent of rows done, never 100 before the last row. */
export const percentOf = ({ done, total }: RowProgress): number =>
  total === 0 ? 100 : done >= total ? 100 : Math.floor((done / total) * 100);

/**
 * A file read or written in the window (an Excel export, an Excel import), as the house shows a job: a progress bar
 * of rows, a sentence with the count and the percentage, and a Cancel button. `progress` is null before the first
 * chunk (the bar then runs without a value). Styled as a job's progress.
 */
export function RowsProgress({
  progress,
  message,
  progressLabel,
  cancelLabel,
  onCancel,
}: {
  progress: RowProgress | null;
  message: string;
  progressLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="job-progress job-running" role="group" aria-label={progressLabel}>
      <progress
        aria-label={progressLabel}
        max={progress?.total || undefined}
        value={progress === null || progress.total === 0 ? undefined : progress.done}
      />
      <span role="status">{message}</span>
      <button type="button" className="secondary" onClick={onCancel} aria-label={cancelLabel}>
        <FormattedMessage id="ui.action.cancel" />
      </button>
    </div>
  );
}
