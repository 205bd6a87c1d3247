import { describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { decideEvent, decideMove, decideReturn } from './move-rules.ts';

const shipment = (status: string, hold = false) =>
  ({ shipmentId: 'S1', hold, orderItems: [{ orderItemId: '91', status }] }) as unknown as Shipment;

/** Compare and set, as a fresh read decides it: there already (done), from the state it needs (send), or why not. */
describe('the sandbox steps decided from a fresh read', () => {
  it('sends a forward move only from the state before it, and counts one beyond it as done', () => {
    expect(decideMove('shipped', shipment('PICKUP_COMPLETE'), '91')).toEqual({ do: 'send' });
    expect(decideMove('shipped', shipment('SHIPPED'), '91')).toEqual({ do: 'done' });
    expect(decideMove('shipped', shipment('DELIVERED'), '91')).toEqual({ do: 'done' });
    expect(decideMove('shipped', shipment('PACKED'), '91')).toEqual({
      do: 'refuse',
      why: 'Order item 91 is packed: mark its pickup complete first.',
    });
    expect(decideMove('delivered', shipment('CANCELLED'), '91')).toEqual({
      do: 'refuse',
      why: 'Order item 91 is cancelled.',
    });
    expect(decideMove('delivered', undefined, '91')).toMatchObject({ do: 'refuse' });
  });

  it('holds and releases only an order not yet packed; one already so is done', () => {
    expect(decideMove('hold', shipment('APPROVED'), '91')).toEqual({ do: 'send' });
    expect(decideMove('hold', shipment('APPROVED', true), '91')).toEqual({ do: 'done' });
    expect(decideMove('unhold', shipment('APPROVED'), '91')).toEqual({ do: 'done' });
    expect(decideMove('hold', shipment('PACKED'), '91')).toEqual({
      do: 'refuse',
      why: 'Order item 91 is packed; only an order not yet packed can be held or released.',
    });
  });

  it('makes a return once: an open one is done; a closed one does not count', () => {
    const delivered = shipment('DELIVERED');
    expect(decideReturn('customer_return', delivered, [], '91')).toEqual({ do: 'send' });
    expect(
      decideReturn('customer_return', delivered, [{ returnId: 'R1', status: 'requested' }], '91'),
    ).toEqual({
      do: 'done',
    });
    expect(
      decideReturn('customer_return', delivered, [{ returnId: 'R1', status: 'cancelled' }], '91'),
    ).toEqual({
      do: 'send',
    });
    expect(decideReturn('courier_return', delivered, [], '91')).toEqual({
      do: 'refuse',
      why: 'Order item 91 is delivered: a courier return (RTO) needs it picked up or shipped first.',
    });
  });

  it('sends a return event to an open return not already in that status', () => {
    const returns = [{ returnId: 'R1', status: 'requested', createdDate: '2026-11-29T10:00:00.000+05:30' }];
    expect(decideEvent('approved', returns, '91')).toEqual({ do: 'send' });
    expect(decideEvent('approved', [{ ...returns[0]!, status: 'approved' }], '91')).toEqual({ do: 'done' });
    expect(decideEvent('approved', [{ ...returns[0]!, status: 'completed' }], '91')).toEqual({
      do: 'refuse',
      why: 'The return of order item 91 is completed already.',
    });
    expect(decideEvent('approved', [], '91')).toEqual({
      do: 'refuse',
      why: 'Order item 91 has no return yet: create a return first.',
    });
  });
});
