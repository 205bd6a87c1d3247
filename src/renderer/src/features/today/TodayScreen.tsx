import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { countLabel, SHIPMENT_COUNTS } from '../../../../shared/shipments/counts.ts';
import type { TodayCount } from '../../../../shared/shipments/today.ts';
import { useNavigation } from '../../app/navigation-store.ts';
import { dayLabel } from '../../../../shared/dates.ts';
import { ZoneNote } from '../shipments/ZoneNote.tsx';
import { money } from '../shipments/format.ts';
import { NO_VALUE, SPACE } from '../shipments/marks.ts';
import { useShipments } from '../shipments/shipments-store.ts';
import { selectedViewTab } from '../shipments/ViewTabs.tsx';
import { focusWhenShown } from '../../ui/focus.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { DayChartSlot } from './DayChartSlot.tsx';
import { TodayListings } from './TodayListings.tsx';
import { EmptyTodayTestOrders } from '../sandbox/CreateTestOrders.tsx';
import { TodaySteps } from './TodaySteps.tsx';
import { TodayReturns } from '../returns/TodayReturns.tsx';
import './today.css';
import { sourceSentence, todayCounts } from './today-text.ts';
import { useToday } from './today-store.ts';
import { formatCount, t } from '../../i18n/index.ts';

/** The first screen of the day: what needs the seller now, and how orders went, from the offline cache. */
export function TodayScreen() {
  const figures = useToday((s) => s.figures);
  const listings = useToday((s) => s.listings);
  const error = useToday((s) => s.error);
  const current = useToday((s) => s.current);
  const load = useToday((s) => s.load);
  const go = useNavigation((s) => s.go);
  const showInGrid = useShipments((s) => s.showFilter);

  // Whether the marketplace answered decides whether the figures are the offline copy's.
  const cache = useShipments((s) => s.cache);
  const location = useLocationLabel();
  useEffect(() => {
    const stop = useToday.getState().watch();
    void load();
    return stop;
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
        <h1 id="screen-title">
          <FormattedMessage id="today.title" />
        </h1>
        {figures && (
          <p className="muted">
            {sourceSentence(figures.at, figures.timeZone, cache)} <ZoneNote zone={figures.timeZone} />
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {figures && figures.stored === 0 && (
        <p className="muted">
          <FormattedMessage id="today.empty" />
        </p>
      )}
      {figures && figures.stored === 0 && <EmptyTodayTestOrders />}
      {figures && (
        <>
          {/* Figures from before a change made while another screen was on view: dimmed until read again. */}
          <section aria-labelledby="today-counts-title" aria-busy={!current}>
            <h2 id="today-counts-title">
              <FormattedMessage id="today.counts.heading" />
            </h2>
            <p id="today-counts-hint" className="muted">
              <FormattedMessage id="today.counts.hint" />
            </p>
            <ul className="today-counts">
              {todayCounts().map(({ name, label, tone, help }) => {
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
                      <span className="today-count-number">{n === null ? NO_VALUE : formatCount(n)}</span>
                      <span>{label}</span>
                      {n === null && (
                        <span className="visually-hidden">
                          {SPACE}
                          <FormattedMessage id="today.counts.fromSecondSync" />
                        </span>
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
            <h2 id="today-days-title">
              <FormattedMessage id="today.days.heading" />
            </h2>
            <div className="today-charts">
              <figure>
                <figcaption>
                  <FormattedMessage id="today.days.ordersCaption" />
                </figcaption>
                <DayChartSlot points={orders} name={t('today.days.orders')} format={formatCount} />
              </figure>
              <figure>
                <figcaption>
                  <FormattedMessage id="today.days.valueCaption" />
                </figcaption>
                <DayChartSlot points={values} name={t('today.days.value')} format={formatMoney} />
              </figure>
            </div>
            <table className="visually-hidden">
              <caption>
                <FormattedMessage id="today.days.tableCaption" />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="today.days.day" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="today.days.orders" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="today.days.value" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.perDay.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    <td>{formatCount(d.orders)}</td>
                    <td>{money(d.value, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section aria-labelledby="today-skus-title">
            <h2 id="today-skus-title">
              <FormattedMessage id="today.skus.heading" />
            </h2>
            {figures.topSkus.length === 0 ? (
              <p className="muted">
                <FormattedMessage id="today.skus.none" />
              </p>
            ) : (
              <table className="plain-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="today.skus.sku" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="today.skus.title" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="today.skus.units" />
                    </th>
                    <th scope="col">
                      <FormattedMessage id="today.skus.shipments" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {figures.topSkus.map((s) => (
                    <tr key={s.sku}>
                      <th scope="row" translate="no">
                        {s.sku}
                      </th>
                      <td translate="no">{s.title}</td>
                      <td>{formatCount(s.quantity)}</td>
                      <td>{formatCount(s.shipments)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          {figures.locations.length > 0 && (
            <section aria-labelledby="today-locations-title">
              <h2 id="today-locations-title">
                <FormattedMessage id="today.locations.heading" />
              </h2>
              <table className="plain-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="today.locations.location" />
                    </th>
                    <th scope="col">{countLabel('toPackToday', t)}</th>
                    <th scope="col">{countLabel('overdue', t)}</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.locations.map((l) => (
                    <tr key={l.locationId ?? ''}>
                      <th scope="row" translate="no">
                        {location(l.locationId)}
                      </th>
                      <td>{formatCount(l.toPackToday)}</td>
                      <td>{formatCount(l.overdue)}</td>
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
