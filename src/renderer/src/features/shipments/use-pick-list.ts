import { api } from '../../api/index.ts';
import { createPickListStore } from './pick-list-store.ts';

/** The app's pick list store, over the host's api. */
export const usePickList = createPickListStore(api);
