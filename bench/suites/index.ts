/**
 * Every suite, in the order a full run takes them. Imported by bench/run.ts only after it has set the scale
 * (bench/harness/scale.ts): the suites read their sizes when first evaluated.
 */
import type { Suite } from '../harness/types.ts';
import { affiliateSuite } from './affiliate.ts';
import { coldStartSuite } from './cold-start.ts';
import { eventLoopSuite } from './event-loop.ts';
import { feedsSuite } from './feeds.ts';
import { feedsMillionSuite } from './feeds-million.ts';
import { fulfilmentSuite } from './fulfilment.ts';
import { sellerFilterSuite } from './seller-filter.ts';
import { listingsBrowserSuite } from './listings-browser.ts';
import { listingsSuite } from './listings.ts';
import { listingsUndoSuite } from './listings-undo.ts';
import { myListingsSuite } from './my-listings.ts';
import { myListingsBrowserSuite } from './my-listings-browser.ts';
import { myListingsBuyBoxSuite } from './my-listings-buy-box.ts';
import { rendererBundleSuite } from './renderer-bundle.ts';
import { sellerListingsSuite } from './seller-listings.ts';
import { shipmentGridSuite } from './shipment-grid.ts';
import { returnsSyncSuite } from './returns-sync.ts';
import { shipmentSyncSuite } from './shipment-sync.ts';
import { simulatorSuite } from './simulator.ts';
import { spreadsheetFilesSuite } from './spreadsheet-files.ts';
import { sqliteSuite } from './sqlite.ts';

export const SUITES: readonly Suite[] = [
  simulatorSuite,
  sellerListingsSuite,
  sellerFilterSuite,
  affiliateSuite,
  feedsSuite,
  feedsMillionSuite,
  sqliteSuite,
  shipmentSyncSuite,
  returnsSyncSuite,
  shipmentGridSuite,
  listingsSuite,
  spreadsheetFilesSuite,
  listingsUndoSuite,
  listingsBrowserSuite,
  myListingsSuite,
  myListingsBrowserSuite,
  myListingsBuyBoxSuite,
  fulfilmentSuite,
  rendererBundleSuite,
  eventLoopSuite,
  coldStartSuite,
];
