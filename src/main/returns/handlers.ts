import type { returnsCalls } from '../../shared/returns/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { ReturnService } from './return-service.ts';

export function returnsHandlers(service: ReturnService) {
  return {
    startReturnSync: ({ kind }) => service.startSync(kind),
    getReturnCacheStatus: () => service.cacheStatus(),
    getReturnBlock: (request) => service.block(request),
    getReturnCounts: ({ filter }) => service.counts(filter),
  } satisfies HandlersFor<typeof returnsCalls>;
}
