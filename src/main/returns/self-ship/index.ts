import { onAccountUsable } from '../../accounts/index.ts';
import type { Slice, SliceDeps } from '../../backend/slice-deps.ts';
import { returnActionHandlers } from './handlers.ts';
import { ReturnActionService } from './return-action-service.ts';

/** Self-ship returns: approve, reject, pickup, pickup attempt, complete and cancel, each a job with a journal. */
export function createReturnActionsSlice(deps: SliceDeps) {
  const service = new ReturnActionService(deps);
  const resume = () => {
    service
      .resumeUnfinished()
      .catch((error: unknown) => deps.logger.error('a self-ship return action did not resume', error));
  };
  let off = () => {};
  return {
    handlers: returnActionHandlers(service),
    start() {
      // Nothing stays in flight: what a crash, a quit or a lost answer left is read back before anything is sent
      // again, now and whenever the account becomes usable later.
      resume();
      off = onAccountUsable(deps.bus, deps.profiles, resume);
    },
    close: () => {
      off();
      return service.close();
    },
  } satisfies Slice<unknown>;
}
