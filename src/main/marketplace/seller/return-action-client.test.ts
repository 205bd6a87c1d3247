import { describe, expect, it } from 'vitest';
import { returnActionBody } from './return-action-client.ts';

/** The bodies as the SDK's request models name their fields (ReturnsApproveRequest, SelfShipReturnPickupRequests, …). */
describe('the self-ship return action bodies', () => {
  const at = '2026-12-01T10:00:00.000+05:30';
  it('sends returns[] with the SDK field names for approve, reject, pickup and pickupAttempt', () => {
    expect(
      returnActionBody('reject', [
        { returnId: 'R1', locationId: 'LOC1', serviceDate: at, comments: 'used', serviceFulfilmentId: 'SF1' },
      ]),
    ).toEqual({
      returns: [{ returnId: 'R1', serviceFulfilmentId: 'SF1', serviceDate: at, comments: 'used' }],
      locationId: 'LOC1',
    });
    expect(returnActionBody('pickup', [{ returnId: 'R1', pickupDate: at, comments: 'ignored' }])).toEqual({
      returns: [{ returnId: 'R1', pickupDate: at }],
    });
    expect(
      returnActionBody('pickupAttempt', [
        { returnId: 'R1', pickupDate: at, newPickupDate: at, reason: 'away' },
      ]),
    ).toEqual({ returns: [{ returnId: 'R1', pickupDate: at, newPickupDate: at, reason: 'away' }] });
  });

  it('sends returnIds[] for complete and cancel', () => {
    expect(
      returnActionBody('complete', [{ returnId: 'R1', locationId: 'LOC1' }, { returnId: 'R2' }]),
    ).toEqual({
      returnIds: ['R1', 'R2'],
      locationId: 'LOC1',
    });
    expect(returnActionBody('cancel', [{ returnId: 'R3' }])).toEqual({ returnIds: ['R3'] });
  });
});
