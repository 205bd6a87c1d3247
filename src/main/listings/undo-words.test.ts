import { describe, expect, it } from 'vitest';
import type { SkuResult } from '../../shared/listings/payloads.ts';
import { undoMessage } from './undo-words.ts';

const result = (sku: string, failed: boolean, code = '', description = ''): SkuResult => ({
  sku,
  rowId: `row-${sku}`,
  status: failed ? 'NOT_UNDONE' : 'SUCCESS',
  failed,
  issues: failed ? [{ severity: 'ERROR', code, description }] : [],
  sent: '',
});

describe("an undo's sentence", () => {
  it('says only the counts when every SKU was restored', () => {
    expect(undoMessage({ answered: 2, total: 2, failed: 0 }, [result('A', false), result('B', false)])).toBe(
      '2 of 2 restored, 0 not undone',
    );
  });

  it('names the SKUs not undone and why, three of them, then how many more', () => {
    const moved = (sku: string) =>
      result(sku, true, 'CHANGED_SINCE', 'Price is now ₹650, not ₹700 as the upload set it: not undone.');
    const refused = { ...result('C', true, '3001', 'MRP is too low.'), status: 'FAILURE' };
    expect(
      undoMessage({ answered: 6, total: 6, failed: 5 }, [
        result('A', false),
        moved('B'),
        refused,
        result('D', true, 'NOT_UNDONE', 'This SKU cannot be undone: …'),
        moved('E'),
        moved('F'),
      ]),
    ).toBe(
      '1 of 6 restored, 5 not undone: B (Price is now ₹650, not ₹700 as the upload set it); ' +
        'C (refused by the marketplace: MRP is too low); ' +
        'D (its values before the upload are not known: no earlier upload or preview); ' +
        'and 2 more.',
    );
  });
});
