import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionJournal } from './action-journal.ts';
import { sentence } from './stored-sentence.ts';
import { openFulfilmentDb, tempDir } from './testing/fulfilment.test-support.ts';

const A = { profileId: 'p', account: 'self:A' };
const pack = (shipmentId: string, invoiceNumber: string) => ({
  shipmentId,
  locationId: 'LOC1',
  request: { shipmentId, invoiceNumber, invoiceDate: '2026-11-29', taxRate: 18, subShipments: [] },
});

describe('the journal counted in SQL', () => {
  let folder: ReturnType<typeof tempDir>;
  let db: DatabaseSync;
  let journal: ActionJournal;
  beforeEach(() => {
    folder = tempDir();
    db = openFulfilmentDb(folder.dir);
    journal = new ActionJournal(db, () => new Date('2026-11-29T10:00:00Z'));
  });
  afterEach(() => {
    db.close();
    folder.remove();
  });

  it('counts each final word and lists the done ones as the items say them', () => {
    journal.create('a1', A, 'pack', [
      pack('S1', 'INV-1'),
      pack('S2', 'INV-2'),
      pack('S3', 'INV-3'),
      pack('S4', 'INV-4'),
      pack('S5', 'INV-5'),
    ]);
    expect(journal.counts('a1')).toEqual({ total: 5, done: 0, packing: 0, refused: 0 });
    journal.markSent('a1', ['S1', 'S2', 'S3', 'S4']);
    journal.record('a1', [
      { shipmentId: 'S4', outcome: 'done', message: sentence('fulfilment.verb.did', { kind: 'pack' }) },
      { shipmentId: 'S2', outcome: 'packing', message: sentence('fulfilment.item.packing') },
      { shipmentId: 'S3', outcome: 'refused', errorCode: 'X', message: 'The marketplace said no.' },
      { shipmentId: 'S1', outcome: 'done', message: sentence('fulfilment.verb.did', { kind: 'pack' }) },
    ]);
    const items = journal.items('a1');
    const count = (o: string) => items.filter((i) => i.outcome === o).length;
    expect(journal.counts('a1')).toEqual({
      total: items.length,
      done: count('done'),
      packing: count('packing'),
      refused: count('refused'),
    });
    expect(journal.counts('a1')).toEqual({ total: 5, done: 2, packing: 1, refused: 1 });
    expect(journal.withOutcome('a1', 'done')).toEqual(
      items.filter((i) => i.outcome === 'done').map((i) => i.shipmentId),
    );
    expect(journal.withOutcome('a1', 'done')).toEqual(['S1', 'S4']);
    expect(journal.counts('none')).toEqual({ total: 0, done: 0, packing: 0, refused: 0 });
  });

  it('finds a taken invoice number among a new pack’s own, as among all the account used', () => {
    journal.create('a1', A, 'pack', [pack('S1', 'INV-1'), pack('S2', 'INV-2'), pack('S3', 'INV-3')]);
    journal.markSent('a1', ['S1', 'S2', 'S3']);
    const all = journal.invoiceNumbersInUse(A.account);
    expect(journal.invoiceNumbersInUse(A.account, ['INV-2', 'INV-9'])).toEqual(
      new Map([...all].filter(([n]) => n === 'INV-2' || n === 'INV-9')),
    );
    expect(journal.invoiceNumbersInUse(A.account, [])).toEqual(new Map());
    expect(() => journal.create('a2', A, 'pack', [pack('S7', 'INV-9'), pack('S8', 'INV-2')])).toThrow(
      /INV-2/,
    );
    journal.create('a3', A, 'pack', [pack('S7', 'INV-9')]);
    expect(journal.counts('a3').total).toBe(1);
  });
});
