import { describe, expect, it } from 'vitest';
import { formLabel, formNameLabel, paymentLabel, policyLabel, stateLabel, statusLabel } from './labels.ts';

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

describe('forms in plain words', () => {
  it('names a form and its status as a seller reads them, never as codes', () => {
    expect(formLabel({ name: 'ROAD_PERMIT', status: 'FAILED' })).toBe('Road permit: failed');
    expect(formLabel({ name: 'E_WAY_BILL', status: 'NOT-CREATED' })).toBe('E-way bill: not made yet');
    expect(formLabel({ name: 'FORM_38', status: 'IN-PROGRESS' })).toBe('Form 38: being made');
    expect(formLabel({ name: 'FORM_38', status: 'COMPLETED' })).toBe('Form 38: done');
    expect(formLabel({ name: 'Road permit (UP)', status: null })).toBe('Road permit (UP): status unknown');
    expect(formNameLabel(undefined)).toBe('Form');
  });
});
