import { resumingActions } from '../accounts/index.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import { sandboxHandlers } from './handlers.ts';
import { SandboxService, type SandboxParts } from './sandbox-service.ts';

/** The sandbox: test orders and their moves on sandbox-like profiles, each a job over a journal of its own. */
export function createSandboxSlice(deps: SliceDeps, parts: SandboxParts) {
  const service = new SandboxService(deps, parts);
  const actions = resumingActions(deps, 'a sandbox action', service);
  return {
    handlers: sandboxHandlers(service),
    start: actions.start,
    close: actions.close,
  } satisfies Slice<unknown>;
}
