import { TEST_ORDER_COUNT } from '../../../../shared/sandbox/sandbox-types.ts';
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
        Create {TEST_ORDER_COUNT} test orders
      </button>
      <JobProgress job={job} label="Test orders" />
    </div>
  );
}

/** On Today with no shipments stored: a sandbox profile's first orders are one button away. */
export function EmptyTodayTestOrders() {
  const offered = useSandbox((s) => s.offered);
  const error = useSandbox((s) => s.error);
  if (!offered) return null;
  return (
    <section aria-labelledby="today-sandbox-title">
      <h2 id="today-sandbox-title">Try it with test orders</h2>
      <p className="muted">
        This is a sandbox profile: make test orders to see the whole flow before going live.
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
