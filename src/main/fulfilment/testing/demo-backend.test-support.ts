import type { JobProgress } from '../../../shared/app/payloads.ts';
import { startTestBackend } from '../../testing/test-backend.ts';
import { demoAdmin } from './contract.test-support.ts';
import { firstSyncsEnded } from '../../testing/first-sync.test-support.ts';

export type SimAdmin = (method: string, path: string, body?: unknown) => Promise<unknown>;

/**
 * A real backend on its Demo profile once its first sync is done: the job progress it reports, its calls as the
 * window makes them (a refusal throws with its code and message), and the Demo marketplace's admin routes.
 */
export async function startDemoBackend(options: Parameters<typeof startTestBackend>[0] = {}) {
  const t = startTestBackend(options);
  const jobs: JobProgress[] = [];
  t.backend.events.on('jobProgress', (p) => jobs.push(p));
  const call = async <T>(name: string, input: unknown): Promise<T> => {
    const envelope = await t.backend.dispatch(name, input);
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.message), envelope.error);
    return envelope.value as T;
  };
  await firstSyncsEnded(jobs, 30_000);
  const admin: SimAdmin = await demoAdmin(call);
  return { t, jobs, call, admin };
}
