import { api } from '../../api/index.ts';
import { createTodayStore } from './today-store.ts';

/** The app's Today store, over the host's api; `init()` is called once by the app. */
export const useToday = createTodayStore(api);
