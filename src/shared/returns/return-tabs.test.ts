import { describe, expect, it } from 'vitest';
import { marketplaceTab, returnTab } from './return-tabs.ts';
import { RETURN_STATUSES } from './return-types.ts';

const courier = (status: string | null) => ({
  source: 'courier_return',
  status,
  serviceProfile: 'Flipkart_Fulfilment',
});
const customer = (status: string) => ({
  source: 'customer_return',
  status,
  serviceProfile: 'Flipkart_Fulfilment',
});
const selfShip = (status: string) => ({
  source: 'customer_return',
  status,
  serviceProfile: 'Seller_Fulfilment',
});

describe('the tab of a return', () => {
  it('is arriving while a courier or customer return is on its way back', () => {
    for (const status of ['in_transit', 'out_for_delivery'])
      expect(marketplaceTab(courier(status))).toBe('arriving');
    for (const status of ['requested', 'approved', 'in_transit'])
      expect(marketplaceTab(customer(status))).toBe('arriving');
  });

  it('is to receive once it arrived at the seller, until the seller receives it in Stockroom', () => {
    expect(returnTab(courier('delivered'), null)).toBe('to-receive');
    expect(returnTab(customer('DELIVERED'), null)).toBe('to-receive');
    expect(returnTab(courier('delivered'), { receivedAt: '2026-11-29T08:00:00.000Z' })).toBe('done');
  });

  it('is to decide while a self-ship return waits for the seller, and to pick up once approved', () => {
    expect(marketplaceTab(selfShip('requested'))).toBe('to-decide');
    expect(marketplaceTab(selfShip('approved'))).toBe('to-pick-up');
    expect(marketplaceTab(selfShip('pickup_scheduled'))).toBe('to-pick-up');
  });

  it('is done when completed, cancelled or rejected, whatever the source', () => {
    for (const status of ['completed', 'cancelled', 'rejected']) {
      expect(marketplaceTab(courier(status))).toBe('done');
      expect(marketplaceTab(customer(status))).toBe('done');
      expect(marketplaceTab(selfShip(status))).toBe('done');
    }
  });

  it('shows a status it does not know, or none, as still on its way: never hidden', () => {
    expect(marketplaceTab(courier('lost_in_transit'))).toBe('arriving');
    expect(marketplaceTab(courier(null))).toBe('arriving');
  });

  it('a receipt in Stockroom ends a return in done, on any tab', () => {
    const receipt = { receivedAt: '2026-11-29T08:00:00.000Z' };
    expect(returnTab(selfShip('approved'), receipt)).toBe('done');
    expect(returnTab(courier('in_transit'), receipt)).toBe('done');
  });

  it('puts every status Stockroom knows where docs/RETURNS.md says, for each kind of return', () => {
    const tabs = (kind: (status: string) => Parameters<typeof marketplaceTab>[0]) =>
      Object.fromEntries(RETURN_STATUSES.map((status) => [status, marketplaceTab(kind(status))]));
    expect(tabs(courier)).toEqual({
      requested: 'arriving',
      approved: 'arriving',
      pickup_scheduled: 'arriving',
      in_transit: 'arriving',
      out_for_delivery: 'arriving',
      delivered: 'to-receive',
      completed: 'done',
      rejected: 'done',
      cancelled: 'done',
    });
    expect(tabs(selfShip)).toEqual({
      requested: 'to-decide',
      approved: 'to-pick-up',
      pickup_scheduled: 'to-pick-up',
      in_transit: 'to-pick-up',
      out_for_delivery: 'to-pick-up',
      delivered: 'to-pick-up',
      completed: 'done',
      rejected: 'done',
      cancelled: 'done',
    });
  });
});
