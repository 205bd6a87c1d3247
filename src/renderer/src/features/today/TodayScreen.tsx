import { useEffect, useMemo } from 'react';
import { SHIPMENT_COUNTS } from '../../../../shared/shipments/counts.ts';
import type { TodayCount } from '../../../../shared/shipments/today.ts';
import { useNavigation } from '../../app/navigation-store.ts';
import { dayLabel, zoneSentence } from '../../../../shared/dates.ts';
import { money } from '../shipments/format.ts';
import { useShipments } from '../shipments/shipments-store.ts';
import { selectedViewTab } from '../shipments/ViewTabs.tsx';
import { focusWhenShown } from '../../ui/focus.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { DayChart } from './DayChart.tsx';
import { TodayListings } from './TodayListings.tsx';
import { EmptyTodayTestOrders } from '../sandbox/CreateTestOrders.tsx';
import { TodaySteps } from './TodaySteps.tsx';
import { TodayReturns } from '../returns/TodayReturns.tsx';
import './today.css';
import { sourceSentence, TODAY_COUNTS } from './today-text.ts';
import { useToday } from './today-store.ts';

const count = new Intl.NumberFormat('en-IN');
const formatCount = (v: number) => count.format(v);

/** The first screen of the day: what needs the seller now, and how orders went, from the offline cache. */
export function TodayScreen() {
  const figures = useToday((s) => s.figures);
  const listings = useToday((s) => s.listings);
  const error = useToday((s) => s.error);
  const load = useToday((s) => s.load);
  const go = useNavigation((s) => s.go);
  const showInGrid = useShipments((s) => s.showFilter);

  // Whether the marketplace answered decides whether the figures are the offline copy's.
  const cache = useShipments((s) => s.cache);
  const location = useLocationLabel();
  useEffect(() => {
    void load();
  }, [load]);
  // Read again with the figures (a sync that ended, or failed, changes both).
  useEffect(() => {
    void useShipments.getState().loadCache();
  }, [figures]);

  const currency = figures?.currency ?? 'INR';
  const orders = useMemo(
    () => figures?.perDay.map((d) => ({ day: d.day, value: d.orders })) ?? [],
    [figures],
  );
  const values = useMemo(() => figures?.perDay.map((d) => ({ day: d.day, value: d.value })) ?? [], [figures]);
  const formatMoney = useMemo(() => (v: number) => money(v, currency), [currency]);

  const open = (name: TodayCount) => {
    showInGrid(SHIPMENT_COUNTS[name].filter);
    go('shipments');
    // The count's button goes with this screen: focus goes on to the tab that shows those shipments.
    focusWhenShown(selectedViewTab);
  };

  return (
    <div className="today-screen">
      <div className="screen-header">
        <h1 id="screen-title">Today</h1>
        {figures && (
          <p className="muted">
            {sourceSentence(figures.at, figures.timeZone, cache)} {zoneSentence(figures.timeZone)}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {figures && figures.stored === 0 && (
        <p className="muted">No shipments stored yet: they appear here after the first sync of Shipments.</p>
      )}
      {figures && figures.stored === 0 && <EmptyTodayTestOrders />}
      {figures && (
        <>
          <section aria-labelledby="today-counts-title">
            <h2 id="today-counts-title">What needs you</h2>
            <p id="today-counts-hint" className="muted">
              Each count opens Shipments showing just those.
            </p>
            <ul className="today-counts">
              {TODAY_COUNTS.map(({ name, label, tone, help }) => {
                const n = figures.counts[name];
                return (
                  <li key={name}>
                    <button
                      type="button"
                      className={`today-count${tone && n ? ` ${tone}` : ''}`}
                      disabled={n === null}
                      onClick={() => open(name)}
                      aria-describedby={`today-counts-hint${help && n ? ` today-step-${name}` : ''}`}
                    >
                      <span className="today-count-number">{n === null ? '—' : count.format(n)}</span>
                      <span>{label}</span>
                      {n === null && (
                        <span className="visually-hidden"> (counted from the second sync on)</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
            <TodaySteps counts={figures.counts} />
          </section>

          <TodayReturns />

          {listings && <TodayListings day={listings} />}

          <section aria-labelledby="today-days-title">
            <h2 id="today-days-title">The last 30 days</h2>
            <div className="today-charts">
              <figure>
                <figcaption>Orders per day</figcaption>
                <DayChart points={orders} name="Orders" format={formatCount} />
              </figure>
              <figure>
                <figcaption>Selling value per day</figcaption>
                <DayChart points={values} name="Selling value" format={formatMoney} />
              </figure>
            </div>
            <table className="visually-hidden">
              <caption>Orders and selling value per day, the last 30 days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Selling value</th>
                </tr>
              </thead>
              <tbody>
                {figures.perDay.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    <td>{count.format(d.orders)}</td>
                    <td>{money(d.value, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section aria-labelledby="today-skus-title">
            <h2 id="today-skus-title">Most ordered among what is to pack today</h2>
            {figures.topSkus.length === 0 ? (
              <p className="muted">Nothing to pack.</p>
            ) : (
              <table className="plain-table">
                <thead>
                  <tr>
                    <th scope="col">SKU</th>
                    <th scope="col">Title</th>
                    <th scope="col">Units</th>
                    <th scope="col">Shipments</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.topSkus.map((s) => (
                    <tr key={s.sku}>
                      <th scope="row">{s.sku}</th>
                      <td>{s.title}</td>
                      <td>{count.format(s.quantity)}</td>
                      <td>{count.format(s.shipments)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          {figures.locations.length > 0 && (
            <section aria-labelledby="today-locations-title">
              <h2 id="today-locations-title">By location</h2>
              <table className="plain-table">
                <thead>
                  <tr>
                    <th scope="col">Location</th>
                    <th scope="col">{SHIPMENT_COUNTS.toPackToday.label}</th>
                    <th scope="col">{SHIPMENT_COUNTS.overdue.label}</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.locations.map((l) => (
                    <tr key={l.locationId ?? ''}>
                      <th scope="row">{location(l.locationId)}</th>
                      <td>{count.format(l.toPackToday)}</td>
                      <td>{count.format(l.overdue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </div>
  );
}
