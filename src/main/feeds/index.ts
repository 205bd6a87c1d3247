import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import { FeedsService } from './feeds-service.ts';
import { feedsHandlers } from './handlers.ts';

/** The affiliate feed browser: directory, full and delta syncs as jobs, the product grid, detail and export. */
export function createFeedsSlice(deps: SliceDeps) {
  const feeds = new FeedsService(deps);
  return { handlers: feedsHandlers(feeds), service: feeds } satisfies Slice<unknown> & {
    service: FeedsService;
  };
}
