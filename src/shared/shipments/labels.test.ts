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
    expect(formLabel({ name: 'ROAD_PERMIT', status: 'FAILED' })).toMatch(/^Road permit: failed; /);
    expect(formLabel({ name: 'E_WAY_BILL', status: 'NOT-CREATED' })).toBe('E-way bill: not made yet');
    expect(formLabel({ name: 'FORM_38', status: 'IN-PROGRESS' })).toBe('Form 38: being made');
    expect(formLabel({ name: 'FORM_38', status: 'COMPLETED' })).toBe('Form 38: done');
    expect(formLabel({ name: 'Road permit (UP)', status: null })).toBe(
      'Road permit (UP): no problem reported',
    );
    expect(formNameLabel(undefined)).toBe('Form');
  });
});

describe('a failed form (issue 39: "Form 38: status unknown" gave no reason)', () => {
  it('says the real service gave no reason, and what to do, when only the items say FORM_FAILED', () => {
    const said = formLabel({ name: 'FORM_38' }, true);
    expect(said).toBe(
      'Form 38: failed; the marketplace gives no reason. Fill it in at its portal (or ask the marketplace’s ' +
        'seller support), then Sync now.',
    );
    expect(said).not.toContain('unknown');
    expect(formLabel({ name: 'FORM_38', status: 'FAILED' })).toBe(said);
  });
});
