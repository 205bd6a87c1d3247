import { describe, expect, it } from 'vitest';
import { notPackableReason } from './next-steps.ts';

describe('why Pack leaves a shipment out (issue 39: "It is form failed, not waiting to be packed.")', () => {
  it('says what to do with a failed form or one being packed, in words rather than the state code', () => {
    expect(notPackableReason('FORM_FAILED')).toBe(
      'A form it needs failed at the marketplace; open it (Forms failed on Today) to see what to do.',
    );
    expect(notPackableReason('PACKING_IN_PROGRESS')).toBe(
      'The marketplace is packing it already; its labels come once it is packed (Sync now to see).',
    );
    expect(notPackableReason('READY_TO_DISPATCH')).toBe('It is ready to dispatch, not waiting to be packed.');
  });
});
