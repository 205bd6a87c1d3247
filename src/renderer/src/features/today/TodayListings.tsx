import {
  LISTINGS_DAY_LINKS,
  type ListingsDay,
  type ListingsDayLink,
} from '../../../../shared/my-listings/listings-day.ts';
import { useNavigation } from '../../app/navigation-store.ts';
import { useMyListings } from '../my-listings/my-listings-store.ts';
import { buyBoxLine, lowStockLine, proposalLine } from './listings-day-text.ts';

const count = new Intl.NumberFormat('en-IN');

const PARTS: { name: ListingsDayLink; tone?: 'warn'; lines(day: ListingsDay): string[] }[] = [
  { name: 'lowStock', tone: 'warn', lines: (d) => d.lowStock.rows.map(lowStockLine) },
  { name: 'buyBoxLost', tone: 'warn', lines: (d) => d.buyBoxLost.rows.map(buyBoxLine) },
  { name: 'proposals', lines: (d) => d.proposals.rows.map(proposalLine) },
];

/**
 * The listings' part of the day: low stock at each SKU's sales rate, buy boxes another seller holds, proposals to
 * review. Each count opens My listings showing just those (the same filter the backend counted).
 */
export function TodayListings({ day }: { day: ListingsDay }) {
  const go = useNavigation((s) => s.go);
  const showLinked = useMyListings((s) => s.showLinked);
  const open = (name: ListingsDayLink) => {
    showLinked(LISTINGS_DAY_LINKS[name].filter);
    go('listings');
  };
  return (
    <section aria-labelledby="today-listings-title">
      <h2 id="today-listings-title">Your listings</h2>
      {day.read === 0 ? (
        <p className="muted">
          Read My listings once (Listings › My listings › Read from the marketplace) to see low stock, buy
          boxes and price proposals here.
        </p>
      ) : (
        <>
          <p id="today-listings-hint" className="muted">
            Each count opens My listings showing just those. Low stock: less than a week left at what the SKU
            sold a day over the last 14 days of orders.
          </p>
          <ul className="today-counts">
            {PARTS.map(({ name, tone, lines }) => {
              const n = day[name].count;
              const shown = lines(day);
              return (
                <li key={name}>
                  <button
                    type="button"
                    className={`today-count${tone && n ? ` ${tone}` : ''}`}
                    onClick={() => open(name)}
                    aria-describedby="today-listings-hint"
                  >
                    <span className="today-count-number">{count.format(n)}</span>
                    <span>{LISTINGS_DAY_LINKS[name].label}</span>
                  </button>
                  {shown.length > 0 && (
                    <ul
                      className="today-listing-rows"
                      aria-label={`${LISTINGS_DAY_LINKS[name].label}, first ones`}
                    >
                      {shown.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
