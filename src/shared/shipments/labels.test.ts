import { describe, expect, it } from 'vitest';
import { paymentLabel, policyLabel, stateLabel, statusLabel } from './labels.ts';

describe('codes in plain words', () => {
  it('words the known codes and keeps an unknown one as it came', () => {
    expect(stateLabel('PACKING_IN_PROGRESS')).toBe('Packing in progress');
    expect(statusLabel('APPROVED, FORM_FAILED')).toBe('Approved, to pack, Form failed');
    expect(stateLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(policyLabel('GREEN_PACKAGE')).toBe('Green packaging');
    expect(paymentLabel('COD, PREPAID')).toBe('Cash on delivery, Prepaid');
    expect(policyLabel(null)).toBe('');
  });
});
