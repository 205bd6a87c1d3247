import { useEffect } from 'react';
import { TEST_ORDER_COUNT } from '../../../../shared/sandbox/sandbox-types.ts';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { useSandbox } from './sandbox-store.ts';

/** "Create 5 test orders", its progress and its result sentence: in Settings › Sandbox and on an empty Today. */
export function CreateTestOrders() {
  const create = useSandbox((s) => s.createTestOrders);
  const job = useLatestJob('sandboxTestOrders');
  return (
    <div className="sandbox-create">
      <button type="button" onClick={() => void create()} disabled={job?.state === 'running'}>
        <FormattedMessage id="sandbox.create.button" values={{ count: TEST_ORDER_COUNT }} />
      </button>
      <JobProgress job={job} label={t('sandbox.create.jobLabel')} />
    </div>
  );
}

/** On Today with no shipments stored: a sandbox profile's first orders are one button away. */
export function EmptyTodayTestOrders() {
  const offered = useSandbox((s) => s.offered);
  const error = useSandbox((s) => s.error);
  const load = useSandbox((s) => s.load);
  useEffect(() => void load(), [load]);
  if (!offered) return null;
  return (
    <section aria-labelledby="today-sandbox-title">
      <h2 id="today-sandbox-title">
        <FormattedMessage id="sandbox.today.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="sandbox.today.hint" />
      </p>
      <CreateTestOrders />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
