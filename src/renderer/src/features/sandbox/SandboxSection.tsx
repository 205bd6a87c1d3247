import { useShallow } from 'zustand/react/shallow';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { counted } from '../../../../shared/plural.ts';
import { MOVE_WORDS, SANDBOX_MOVES } from '../../../../shared/sandbox/sandbox-types.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { CreateTestOrders } from './CreateTestOrders.tsx';
import { SandboxReturns } from './SandboxReturns.tsx';
import { useSandbox } from './sandbox-store.ts';

/**
 * Settings › Sandbox, for sandbox profiles and the Demo only: make test orders, then move chosen order items along
 * (hold, release, pickup complete, shipped, delivered; a return and its events) to see each step as a buyer's
 * order would go.
 */
export function SandboxSection() {
  const { offered, orders, chosen, error, toggle, move } = useSandbox(
    useShallow((s) => ({
      offered: s.offered,
      orders: s.orders,
      chosen: s.chosen,
      error: s.error,
      toggle: s.toggle,
      move: s.move,
    })),
  );
  const moving = useLatestJob('sandboxMove');
  if (!offered) return null;
  return (
    <section aria-labelledby="sandbox-title" className="sandbox-section">
      <h2 id="sandbox-title">Sandbox</h2>
      <p className="muted">
        Test orders exist only on this sandbox account: no buyer, no courier. Make some, then pack them in
        Shipments and move them along here to see each step before going live.
      </p>
      <CreateTestOrders />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {orders.length > 0 && (
        <>
          <table className="plain-table">
            <caption>Your test orders</caption>
            <thead>
              <tr>
                <th scope="col">Choose</th>
                <th scope="col">Order</th>
                <th scope="col">SKU</th>
                <th scope="col">Made</th>
                <th scope="col">Last step</th>
              </tr>
            </thead>
            <tbody>
              {orders.flatMap((o) =>
                o.orderItemIds.map((id, n) => (
                  <tr key={id}>
                    <td>
                      <input
                        type="checkbox"
                        checked={chosen.includes(id)}
                        onChange={() => toggle(id)}
                        aria-label={`Choose order item ${id}`}
                      />
                    </td>
                    <th scope="row">{o.orderId}</th>
                    <td>{o.skus[n] ?? ''}</td>
                    <td>{dateTimeLabel(Date.parse(o.createdAt))}</td>
                    <td>{o.lastMove ?? 'Made'}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
          <div role="group" aria-label="Move the chosen order items" className="sandbox-moves">
            <span className="muted">
              {chosen.length === 0
                ? 'Choose order items to move them.'
                : `${counted(chosen.length, 'order item')} chosen:`}
            </span>
            {SANDBOX_MOVES.map((m) => (
              <button
                key={m}
                type="button"
                className="secondary"
                disabled={chosen.length === 0 || moving?.state === 'running'}
                onClick={() => void move(m)}
              >
                {MOVE_WORDS[m].button}
              </button>
            ))}
          </div>
          <SandboxReturns disabled={chosen.length === 0 || moving?.state === 'running'} />
          <JobProgress job={moving} label="Sandbox move" />
        </>
      )}
    </section>
  );
}
