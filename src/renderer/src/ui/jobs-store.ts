import { create } from 'zustand';
import type { JobKind } from '../../../shared/app/job-kinds.ts';
import type { JobProgress } from '../../../shared/app/payloads.ts';
import type { Api } from '../../../shared/ipc/types.ts';
import { apiHolder } from '../api/api-holder.ts';

interface JobsState {
  /** The latest progress of every job seen since the screen loaded, by job id. */
  byId: Record<string, JobProgress>;
  /** Follows every job's progress; called once by the app (or a test, with a fake api). */
  init(api: Api): () => void;
  /** Asks the backend for running and recent jobs, so a reloaded screen finds its job again. */
  load(kind?: JobKind): Promise<void>;
}

/** Events can arrive late or twice; a lower `seq` than the one kept is old news. */
function merge(byId: Record<string, JobProgress>, next: JobProgress): Record<string, JobProgress> {
  const known = byId[next.jobId];
  if (known && known.seq > next.seq && next.seq !== 0) return byId;
  return { ...byId, [next.jobId]: next };
}

const backend = apiHolder('jobs');

export const useJobs = create<JobsState>((set, get) => ({
  byId: {},
  init: (api) => {
    backend.set(api);
    const off = [
      api.on('jobProgress', (progress) => set((state) => ({ byId: merge(state.byId, progress) }))),
      // Progress sent while the event stream was down is read again (a job may have ended meanwhile).
      api.onReconnect(
        () =>
          void get()
            .load()
            .catch(() => undefined),
      ),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  },
  load: async (kind) => {
    const jobs = await backend.get().listJobs(kind === undefined ? {} : { kind });
    set((state) => ({ byId: jobs.reduce(merge, state.byId) }));
  },
}));

/** The newest job of a kind (running first), or null: what a screen shows in its progress bar. */
export function useLatestJob(kind: JobKind, profileId?: string): JobProgress | null {
  return useJobs((state) => {
    let latest: JobProgress | null = null;
    for (const job of Object.values(state.byId)) {
      if (job.kind !== kind || (profileId !== undefined && job.profileId !== profileId)) continue;
      const running = job.state === 'running';
      if (
        latest === null ||
        (running && latest.state !== 'running') ||
        (running === (latest.state === 'running') && job.startedAt > latest.startedAt)
      )
        latest = job;
    }
    return latest;
  });
}
