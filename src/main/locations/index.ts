import type { locationsCalls } from '../../shared/locations/contract.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import { LocationNamesService } from './location-names-service.ts';

/** Location names: what a seller calls each dispatch location, shown wherever a location appears. */
export function createLocationsSlice(deps: SliceDeps) {
  const service = new LocationNamesService(deps);
  return {
    handlers: {
      locationNames: () => service.names(),
      nameLocation: ({ locationId, name }) => service.name(locationId, name),
    } satisfies HandlersFor<typeof locationsCalls>,
  } satisfies Slice<unknown>;
}
