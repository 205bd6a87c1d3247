import { accountsCallNames, accountsEventNames } from '../accounts/names.ts';
import { appCallNames, appEventNames } from '../app/names.ts';
import { listingsCallNames, listingsEventNames } from '../listings/names.ts';
import { myListingsCallNames, myListingsEventNames } from '../my-listings/names.ts';
import { shipmentsCallNames, shipmentsEventNames } from '../shipments/names.ts';
import { feedsCallNames, feedsEventNames } from '../feeds/names.ts';
import { watchCallNames, watchEventNames } from '../feeds/watch-names.ts';
import { feedViewCallNames } from '../feeds/view-names.ts';
import { fulfilmentCallNames, fulfilmentEventNames } from '../fulfilment/names.ts';
import { locationsCallNames } from '../locations/names.ts';
import { productsCallNames } from '../products/names.ts';
import { returnsCallNames, returnsEventNames } from '../returns/names.ts';
import { sandboxCallNames } from '../sandbox/names.ts';
import { returnActionCallNames } from '../returns/return-action-names.ts';
import { receiveCallNames, receiveEventNames } from '../returns/receive-names.ts';
import type { CallName, EventName } from './types.ts';

/**
 * Every call and event name, without zod: the sandboxed preload and the renderer need only names. Each slice's
 * list is checked against its contract part; this join is checked against the whole contract below.
 */
const callNames = {
  ...appCallNames,
  ...accountsCallNames,
  ...shipmentsCallNames,
  ...listingsCallNames,
  ...myListingsCallNames,
  ...feedsCallNames,
  ...watchCallNames,
  ...fulfilmentCallNames,
  ...locationsCallNames,
  ...feedViewCallNames,
  ...productsCallNames,
  ...returnsCallNames,
  ...sandboxCallNames,
  ...returnActionCallNames,
  ...receiveCallNames,
} satisfies Record<CallName, true>;
const eventNames = {
  ...appEventNames,
  ...accountsEventNames,
  ...shipmentsEventNames,
  ...listingsEventNames,
  ...myListingsEventNames,
  ...feedsEventNames,
  ...watchEventNames,
  ...fulfilmentEventNames,
  ...returnsEventNames,
  ...receiveEventNames,
} satisfies Record<EventName, true>;

export const CALL_NAMES = Object.keys(callNames) as CallName[];
export const EVENT_NAMES = Object.keys(eventNames) as EventName[];
