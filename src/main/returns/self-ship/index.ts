import { resumingActions } from '../../accounts/index.ts';
import type { Slice, SliceDeps } from '../../backend/slice-deps.ts';
import { returnActionHandlers } from './handlers.ts';
import { ReturnActionService } from './return-action-service.ts';

/** Self-ship returns: approve, reject, pickup, pickup attempt, complete and cancel, each a job with a journal. */
export function createReturnActionsSlice(deps: SliceDeps) {
  const service = new ReturnActionService(deps);
  const actions = resumingActions(deps, 'a self-ship return action', service);
  return {
    handlers: returnActionHandlers(service),
    start: actions.start,
    close: actions.close,
  } satisfies Slice<unknown>;
}
