import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import {
  LISTINGS_DAY_LINKS,
  type ListingsDay,
  type ListingsDayLink,
} from '../../../../shared/my-listings/listings-day.ts';
import { useNavigation } from '../../app/navigation-store.ts';
import { formatCount, t } from '../../i18n/index.ts';
import { useMyListings } from '../my-listings/my-listings-store.ts';
import { buyBoxLine, lowStockLine, proposalLine, type ListingLine } from './listings-day-text.ts';

const PARTS: {
  name: ListingsDayLink;
  label: MessageId;
  first: MessageId;
  tone?: 'warn';
  lines(day: ListingsDay): ListingLine[];
}[] = [
  {
    name: 'lowStock',
    label: 'today.listings.lowStock',
    first: 'today.listings.lowStockFirst',
    tone: 'warn',
    lines: (d) => d.lowStock.rows.map(lowStockLine),
  },
  {
    name: 'buyBoxLost',
    label: 'today.listings.buyBoxLost',
    first: 'today.listings.buyBoxLostFirst',
    tone: 'warn',
    lines: (d) => d.buyBoxLost.rows.map(buyBoxLine),
  },
  {
    name: 'proposals',
    label: 'today.listings.proposals',
    first: 'today.listings.proposalsFirst',
    lines: (d) => d.proposals.rows.map(proposalLine),
  },
];

/** A line: the SKU and a seller's name are data (never translated), the rest is the catalogue's sentence. */
function Line({ line }: { line: ListingLine }) {
  return (
    <li>
      <FormattedMessage
        id="today.listings.line"
        values={{
          sku: <span translate="no">{line.sku}</span>,
          text: (
            <FormattedMessage
              id={line.id}
              values={{ ...line.values, seller: <span translate="no">{line.seller ?? ''}</span> }}
            />
          ),
        }}
      />
    </li>
  );
}

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
      <h2 id="today-listings-title">
        <FormattedMessage id="today.listings.heading" />
      </h2>
      {day.read === 0 ? (
        <p className="muted">
          <FormattedMessage id="today.listings.readFirst" />
        </p>
      ) : (
        <>
          <p id="today-listings-hint" className="muted">
            <FormattedMessage id="today.listings.hint" />
          </p>
          <ul className="today-counts">
            {PARTS.map(({ name, label, first, tone, lines }) => {
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
                    <span className="today-count-number">{formatCount(n)}</span>
                    <span>{t(label)}</span>
                  </button>
                  {shown.length > 0 && (
                    <ul className="today-listing-rows" aria-label={t(first)}>
                      {shown.map((line, i) => (
                        <Line key={`${line.sku} ${i}`} line={line} />
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
