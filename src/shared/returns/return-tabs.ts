import { FINAL_RETURN_STATUSES, isSelfShipReturn } from './return-types.ts';

/**
 * The Returns screen's tabs, by what the seller must do: `arriving` (on its way back), `to-receive` (arrived at
 * the seller, not yet received in Stockroom), `to-decide` (a self-ship return waiting for the seller's approve or
 * reject), `to-pick-up` (a self-ship return approved, its pickup not complete), `done` (received, cancelled,
 * rejected, completed).
 */
export const RETURN_TABS = ['arriving', 'to-receive', 'to-decide', 'to-pick-up', 'done'] as const;
export type ReturnTab = (typeof RETURN_TABS)[number];

/** What the tab rule reads of a cached return. */
export interface TabInput {
  source: string;
  status: string | null | undefined;
  serviceProfile: string | null | undefined;
}

/**
 * The tab of a return at the marketplace, before the seller's own receipt: the one rule. The cache stores it beside
 * each return (`returns.tab`), and a receipt in Stockroom (`return_receipts`) moves a return to `done` whatever
 * this says (`returnTab`). A status Stockroom does not know reads as still on its way: shown, never hidden.
 */
export function marketplaceTab(r: TabInput): ReturnTab {
  const status = (r.status ?? '').trim().toLowerCase();
  if (FINAL_RETURN_STATUSES.includes(status)) return 'done';
  if (isSelfShipReturn(r.source, r.serviceProfile))
    return status === 'requested' ? 'to-decide' : 'to-pick-up';
  if (status === 'delivered') return 'to-receive';
  return 'arriving';
}

/** The tab of a cached return, its receipt in Stockroom taken into account (`receivedAt` null: not received). */
export function returnTab(r: TabInput, receipt: { receivedAt: string } | null): ReturnTab {
  return receipt === null ? marketplaceTab(r) : 'done';
}
