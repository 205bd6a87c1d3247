import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROW } from '../../shared/listings/example.ts';
import { toRequest } from '../../shared/listings/rules.ts';
import { asSheetRequest, cellsOfRequest } from './request-cells.ts';
import { requestWithRead } from './undo-plan.ts';

describe('the cells of a request', () => {
  it('send the same request back, for the example row with every group filled', () => {
    const request = toRequest(EXAMPLE_ROW);
    expect(request.addressLabel).toBeDefined();
    expect(toRequest(cellsOfRequest('SKU-1', request))).toEqual(request);
    expect(JSON.stringify(asSheetRequest('SKU-1', request))).toBe(JSON.stringify(request));
  });

  it('send the same request back after a read changed it (the undo of an upload Stockroom never sent before)', () => {
    const read = requestWithRead(toRequest(EXAMPLE_ROW), {
      listingId: 'L1',
      productId: 'TSHENH9UGMUYZJZZ',
      price: { mrp: 999, sellingPrice: 349 },
      shippingFees: { local: 0, zonal: 0, national: 0 },
      packages: [],
      locations: [{ id: 'LOC9', status: 'ENABLED', inventory: 3 }],
    });
    expect(asSheetRequest('SKU-1', read)).toEqual(read);
    expect(cellsOfRequest('SKU-1', read)).toMatchObject({ selling_price: '349', mrp: '999' });
  });
});
