import { describe, expect, it } from 'vitest';
import { cellOfPath } from './paths.ts';

describe('cellOfPath', () => {
  it.each([
    ['$.price.mrp', { column: 'mrp' }],
    ['$.price.sellingPrice', { column: 'selling_price' }],
    ['$.price.selling_price', { column: 'selling_price' }],
    ['$.packages[1].name', { column: 'package_name', index: 1 }],
    ['$.packages[0].dimensions.height', { column: 'package_height', index: 0 }],
    ['$.address_label.countries_of_origin[2]', { column: 'countries_of_origin', index: 2 }],
    ['$.shipping_fees', { column: 'shipping_local' }],
    ['$.locations[3]', { column: 'location_id', index: 3 }],
    ['tax.hsn', { column: 'hsn' }],
    ['$.something_new', { column: 'sku' }],
  ])('%s', (path, cell) => {
    expect(cellOfPath(path)).toEqual(cell);
  });
});
