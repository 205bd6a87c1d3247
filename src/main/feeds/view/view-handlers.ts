import type { feedViewCalls } from '../../../shared/feeds/view-contract.ts';
import type { HandlersFor } from '../../ipc/handlers-for.ts';
import type { DemoDayService } from './demo-day.ts';
import type { FeedViewStore } from './feed-view.ts';

export function feedViewHandlers(view: FeedViewStore, demoDay: DemoDayService) {
  return {
    feedView: () => ({ ...view.get(), demo: demoDay.available() }),
    saveFeedView: (saved) => view.save(saved),
    simulateDemoDay: ({ category }) => demoDay.simulate(category),
  } satisfies HandlersFor<typeof feedViewCalls>;
}
