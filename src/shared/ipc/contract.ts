import { accountsCalls, accountsEvents } from '../accounts/contract.ts';
import { appCalls, appEvents } from '../app/contract.ts';
import { feedsCalls, feedsEvents } from '../feeds/contract.ts';
import { fulfilmentCalls, fulfilmentEvents } from '../fulfilment/contract.ts';
import { watchCalls, watchEvents } from '../feeds/watch-contract.ts';
import { feedViewCalls } from '../feeds/view-contract.ts';
import { listingsCalls, listingsEvents } from '../listings/contract.ts';
import { locationsCalls } from '../locations/contract.ts';
import { productsCalls } from '../products/contract.ts';
import { myListingsCalls, myListingsEvents } from '../my-listings/contract.ts';
import { returnsCalls, returnsEvents } from '../returns/contract.ts';
import { sandboxCalls } from '../sandbox/contract.ts';
import { returnActionCalls } from '../returns/return-action-contract.ts';
import { shipmentsCalls, shipmentsEvents } from '../shipments/contract.ts';
import { receiveCalls, receiveEvents } from '../returns/receive-contract.ts';

/**
 * The whole contract: the union of the slices' parts. Adding a call is one entry in its slice's contract (and
 * its name in the slice's names.ts, which the compiler checks) plus its handler in the slice's handlers.
 */
export const calls = {
  ...appCalls,
  ...accountsCalls,
  ...shipmentsCalls,
  ...listingsCalls,
  ...myListingsCalls,
  ...feedsCalls,
  ...watchCalls,
  ...fulfilmentCalls,
  ...locationsCalls,
  ...feedViewCalls,
  ...productsCalls,
  ...returnsCalls,
  ...sandboxCalls,
  ...returnActionCalls,
  ...receiveCalls,
};

/** Everything main pushes to the renderer, by name. */
export const events = {
  ...appEvents,
  ...accountsEvents,
  ...shipmentsEvents,
  ...listingsEvents,
  ...myListingsEvents,
  ...feedsEvents,
  ...watchEvents,
  ...fulfilmentEvents,
  ...returnsEvents,
  ...receiveEvents,
};
