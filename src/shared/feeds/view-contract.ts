import { z } from 'zod';
import { call } from '../ipc/define.ts';

/** The Feeds screen as the affiliate left it: the category on screen (or `*`, all of them) and the search. */
export interface FeedView {
  category: string | null;
  search: string;
}

/** What "Simulate a day" did on the Demo's marketplace before the sync of changes it started. */
export interface DemoDay {
  /** Watched products of the category whose price the day lowered. */
  lowered: number;
  /** The sync of changes that brings the day in (a job, as "Sync changes" starts). */
  jobId: string;
}

const category = z.string().trim().min(1, 'a category is required').max(200);

/** The Feeds screen's kept view, and the Demo's "Simulate a day". */
export const feedViewCalls = {
  /** The kept view, and whether the profile is the Demo (whose marketplace can simulate a day). */
  feedView: call<FeedView & { demo: boolean }>()(z.object({}).strict()),
  saveFeedView: call<void>()(
    z
      .object({
        category: category.nullable(),
        search: z.string().max(200, 'a search is at most 200 characters'),
      })
      .strict(),
  ),
  /** Demo profile only: a day of price changes in the category on the built-in marketplace, then a sync of them. */
  simulateDemoDay: call<DemoDay>()(z.object({ category }).strict()),
};
