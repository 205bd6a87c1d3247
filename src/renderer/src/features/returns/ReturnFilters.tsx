import type { RefObject } from 'react';
import { RETURN_SOURCES, type ReturnSource } from '../../../../shared/returns/return-types.ts';
import { returnSourceWords } from '../../../../shared/returns/return-words.ts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';
import { LocationSelect } from '../locations/LocationSelect.tsx';
import { useReturns } from './returns-store.ts';

/** The days a return is expected, both included, in the seller's zone. */
const EXPECTED_DAYS = [
  ['expectedFrom', 'returns.filter.expectedFrom'],
  ['expectedTo', 'returns.filter.expectedTo'],
] as const satisfies readonly (readonly [string, MessageId])[];

/** Search (`/` comes here) and the filters that narrow every tab: where a return came from, a location, a day range. */
export function ReturnFilters({
  search,
  locations,
}: {
  search: RefObject<HTMLInputElement | null>;
  locations: readonly string[];
}) {
  const filter = useReturns((s) => s.filter);
  const setFilter = useReturns((s) => s.setFilter);
  return (
    <div className="filters" role="search">
      <label>
        <FormattedMessage id="returns.filter.search" />
        <input
          ref={search}
          type="search"
          placeholder={t('returns.filter.searchHint')}
          value={filter.search ?? ''}
          onChange={(e) => setFilter({ search: e.target.value || undefined })}
        />
      </label>
      <label>
        <FormattedMessage id="returns.filter.source" />
        <select
          value={filter.source ?? ''}
          onChange={(e) => setFilter({ source: (e.target.value || undefined) as ReturnSource | undefined })}
        >
          <option value="">{t('returns.filter.any')}</option>
          {RETURN_SOURCES.map((s) => (
            <option key={s} value={s}>
              {returnSourceWords(s, t)}
            </option>
          ))}
        </select>
      </label>
      <LocationSelect
        value={filter.locationId}
        locations={locations}
        onChange={(locationId) => setFilter({ locationId })}
      />
      {EXPECTED_DAYS.map(([field, label]) => (
        <label key={field}>
          <FormattedMessage id={label} />
          <input
            type="date"
            value={filter[field] ?? ''}
            onChange={(e) => setFilter({ [field]: e.target.value || undefined })}
          />
        </label>
      ))}
    </div>
  );
}
