import type { locationsCalls } from '../../shared/locations/contract.ts';
import type { LocationNames } from '../../shared/locations/location-names.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import { LocationNamesService } from './location-names-service.ts';

/** What other slices may ask of the locations slice: the names of the active account's locations. */
export interface LocationsOffer {
  names(): Promise<LocationNames>;
}

/** Location names: what a seller calls each dispatch location, shown wherever a location appears. */
export function createLocationsSlice(deps: SliceDeps) {
  const service = new LocationNamesService(deps);
  return {
    offer: { names: () => service.names() },
    handlers: {
      locationNames: () => service.names(),
      nameLocation: ({ locationId, name }) => service.name(locationId, name),
    } satisfies HandlersFor<typeof locationsCalls>,
  } satisfies Slice<unknown> & { offer: LocationsOffer };
}
