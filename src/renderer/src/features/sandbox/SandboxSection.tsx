import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { SANDBOX_MOVES, type SandboxMove } from '../../../../shared/sandbox/sandbox-types.ts';
import { t } from '../../i18n/index.ts';
import { returnDateTime } from '../returns/return-dates.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { CreateTestOrders } from './CreateTestOrders.tsx';
import { SandboxReturns } from './SandboxReturns.tsx';
import { useSandbox } from './sandbox-store.ts';

/** Each move's button. */
const MOVE_BUTTON: Record<SandboxMove, MessageId> = {
  hold: 'sandbox.move.hold',
  unhold: 'sandbox.move.unhold',
  pickupComplete: 'sandbox.move.pickupComplete',
  shipped: 'sandbox.move.shipped',
  delivered: 'sandbox.move.delivered',
};

/**
 * Settings › Sandbox, for sandbox profiles and the Demo only: make test orders, then move chosen order items along
 * (hold, release, pickup complete, shipped, delivered; a return and its events) to see each step as a buyer's
 * order would go.
 */
export function SandboxSection() {
  const { offered, orders, chosen, error, toggle, move, load } = useSandbox(
    useShallow((s) => ({
      offered: s.offered,
      orders: s.orders,
      chosen: s.chosen,
      error: s.error,
      toggle: s.toggle,
      move: s.move,
      load: s.load,
    })),
  );
  useEffect(() => void load(), [load]);
  const moving = useLatestJob('sandboxMove');
  if (!offered) return null;
  return (
    <section aria-labelledby="sandbox-title" className="sandbox-section">
      <h2 id="sandbox-title">
        <FormattedMessage id="sandbox.section.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="sandbox.section.hint" />
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
            <caption>
              <FormattedMessage id="sandbox.orders.caption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="sandbox.orders.choose" />
                </th>
                <th scope="col">
                  <FormattedMessage id="sandbox.orders.order" />
                </th>
                <th scope="col">
                  <FormattedMessage id="sandbox.orders.sku" />
                </th>
                <th scope="col">
                  <FormattedMessage id="sandbox.orders.made" />
                </th>
                <th scope="col">
                  <FormattedMessage id="sandbox.orders.lastStep" />
                </th>
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
                        aria-label={t('sandbox.orders.chooseItem', { id })}
                      />
                    </td>
                    <th scope="row" translate="no">
                      {o.orderId}
                    </th>
                    <td translate="no">{o.skus[n] ?? ''}</td>
                    <td>{returnDateTime(Date.parse(o.createdAt))}</td>
                    <td>{o.lastMove ?? t('sandbox.orders.justMade')}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
          <div role="group" aria-label={t('sandbox.moves.label')} className="sandbox-moves">
            <span className="muted">
              {chosen.length === 0 ? (
                <FormattedMessage id="sandbox.moves.none" />
              ) : (
                <FormattedMessage id="sandbox.moves.chosen" values={{ count: chosen.length }} />
              )}
            </span>
            {SANDBOX_MOVES.map((m) => (
              <button
                key={m}
                type="button"
                className="secondary"
                disabled={chosen.length === 0 || moving?.state === 'running'}
                onClick={() => void move(m)}
              >
                {t(MOVE_BUTTON[m])}
              </button>
            ))}
          </div>
          <SandboxReturns disabled={chosen.length === 0 || moving?.state === 'running'} />
          <JobProgress job={moving} label={t('sandbox.moves.jobLabel')} />
        </>
      )}
    </section>
  );
}
