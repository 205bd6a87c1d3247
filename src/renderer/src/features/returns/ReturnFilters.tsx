import type { RefObject } from 'react';
import { RETURN_SOURCES, type ReturnSource } from '../../../../shared/returns/return-types.ts';
import { returnSourceWords } from '../../../../shared/returns/return-words.ts';
import { LocationSelect } from '../locations/LocationSelect.tsx';
import { useReturns } from './returns-store.ts';

/** The days a return is expected, both included, in the seller's zone. */
const EXPECTED_DAYS = [
  ['expectedFrom', 'Expected from'],
  ['expectedTo', 'Expected to'],
] as const;

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
        Search
        <input
          ref={search}
          type="search"
          placeholder="Return, order, order item, SKU or tracking ID ( / )"
          value={filter.search ?? ''}
          onChange={(e) => setFilter({ search: e.target.value || undefined })}
        />
      </label>
      <label>
        Came back as
        <select
          value={filter.source ?? ''}
          onChange={(e) => setFilter({ source: (e.target.value || undefined) as ReturnSource | undefined })}
        >
          <option value="">Any</option>
          {RETURN_SOURCES.map((s) => (
            <option key={s} value={s}>
              {returnSourceWords(s)}
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
          {label}
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
