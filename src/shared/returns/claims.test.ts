import { describe, expect, it } from 'vitest';
import { claimGaps, claimsCsvRows, claimsTable, type ClaimRow } from './claims.ts';
import { receiptProblems, receivedSentence } from './receipt.ts';

const claim: ClaimRow = {
  returnId: 'R-9',
  orderItemId: 'OI-1',
  sku: '=MUG-1',
  title: 'Mug',
  quantity: 1,
  trackingId: 'FMPC1',
  condition: 'damaged',
  note: 'handle broken',
  photoPath: '',
  receivedAt: '2026-11-29T08:00:00.000Z',
  state: 'open',
  filedAt: null,
  reference: '',
};

describe('claims', () => {
  it('says what the marketplace asks for that a claim lacks', () => {
    expect(claimGaps(claim)).toEqual(['No photo yet: the marketplace asks for photos of what arrived.']);
    expect(claimGaps({ ...claim, condition: 'missing_item', trackingId: null })).toEqual([
      'The tracking id is not known yet: sync returns first.',
    ]);
    expect(claimGaps({ ...claim, photoPath: 'C:\\photos\\r9.jpg' })).toEqual([]);
  });

  it('exports codes in the CSV and words in the spreadsheet', () => {
    const csv = claimsCsvRows([claim]);
    expect(csv.fields.slice(0, 3)).toEqual(['returnId', 'orderItemId', 'trackingId']);
    expect(csv.data[0]).toContain('damaged');
    const table = claimsTable([claim]);
    expect(table.columns.map((c) => c.header)).toContain('Condition');
    expect(table.rows[0]).toContain('Damaged');
  });
});

describe('receipts', () => {
  it('says what became of a received return', () => {
    expect(receivedSentence({ returnId: 'R-1', condition: 'good' }, { sku: 'MUG-1', quantity: 2 })).toBe(
      'Return R-1 received as good: 2 units of MUG-1 can go back in stock.',
    );
    expect(
      receivedSentence({ returnId: 'R-2', condition: 'wrong_item' }, { sku: 'MUG-1', quantity: 1 }),
    ).toBe('Return R-2 received as wrong item: it is listed under claims to file.');
    expect(receiptProblems({ returnId: 'R', condition: 'good', note: 'x'.repeat(1001) })).toEqual([
      'A note is at most 1000 characters.',
    ]);
  });
});
