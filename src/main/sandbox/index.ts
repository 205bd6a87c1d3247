import { onAccountUsable } from '../accounts/index.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import { sandboxHandlers } from './handlers.ts';
import { SandboxService, type SandboxParts } from './sandbox-service.ts';

/** The sandbox: test orders and their moves on sandbox-like profiles, each a job over a journal of its own. */
export function createSandboxSlice(deps: SliceDeps, parts: SandboxParts) {
  const service = new SandboxService(deps, parts);
  const resume = () => {
    service
      .resumeUnfinished()
      .catch((error: unknown) => deps.logger.error('a sandbox action did not resume', error));
  };
  let off = () => {};
  return {
    handlers: sandboxHandlers(service),
    start() {
      // Nothing stays in flight: a move sent before a crash is read back now and whenever the account is usable.
      resume();
      off = onAccountUsable(deps.bus, deps.profiles, resume);
    },
    close: () => {
      off();
      return service.close();
    },
  } satisfies Slice<unknown>;
}
