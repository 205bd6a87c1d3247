import { createBackend, type BackendOptions } from '../../backend/create-backend.ts';
import { startDemoMarketplace } from '../start-demo-marketplace.ts';
import type { StartBackend } from './backend-thread.ts';

/**
 * The backend on the host's own thread: for tests that drive it with a clock or timers of their own, which cannot
 * cross to a thread. The apps always run it on its thread (startBackendThread).
 */
export function inProcessBackend(
  extra: Pick<BackendOptions, 'now' | 'backgroundTimers' | 'idleTimers'> = {},
): StartBackend {
  return async (options) => createBackend({ ...options, ...extra, startDemoMarketplace });
}
