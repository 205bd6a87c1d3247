import type { RefObject } from 'react';
import { RETURN_SOURCES, type ReturnSource } from '../../../../shared/returns/return-types.ts';
import { returnSourceWords } from '../../../../shared/returns/return-words.ts';
import { LocationSelect } from '../locations/LocationSelect.tsx';
import { useReturns } from './returns-store.ts';

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
      <label>
        Expected from
        <input
          type="date"
          value={filter.expectedFrom ?? ''}
          onChange={(e) => setFilter({ expectedFrom: e.target.value || undefined })}
        />
      </label>
      <label>
        Expected to
        <input
          type="date"
          value={filter.expectedTo ?? ''}
          onChange={(e) => setFilter({ expectedTo: e.target.value || undefined })}
        />
      </label>
    </div>
  );
}
