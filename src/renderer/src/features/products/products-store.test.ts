import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../../../shared/products/product-record.ts';
import { fakeApi } from '../../testing/fake-api.test-support.ts';
import { createProductsStore } from './products-store.ts';

const at = '2026-11-27T10:00:00Z';
const MUG: ProductRecord = {
  sku: 'MUG-1',
  fields: {
    taxCode: { value: 'GST_12', source: 'listing', at },
    hsn: { value: '6912', source: 'listing', at },
  },
};

describe('the Products screen store', () => {
  it("saves the seller's changes, says how many, and refuses a value that would not do without sending it", async () => {
    const fake = fakeApi({
      productRecords: () => [MUG],
      editProduct: ({ sku, field, value }) => ({
        ...MUG,
        sku,
        fields: { ...MUG.fields, [field]: { value, source: 'seller', at } },
      }),
    });
    const store = createProductsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(store.getState().records).toEqual([MUG]);
    store.getState().openRecord('MUG-1');
    expect(await store.getState().save('MUG-1', { gstRate: '13' })).toBe(false);
    expect(store.getState().error).toBe('Give a GST rate of 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 (percent).');
    expect(fake.count('editProduct')).toBe(0);
    expect(await store.getState().save('MUG-1', { gstRate: '18' })).toBe(true);
    expect(store.getState().saved).toBe('Saved 1 change to MUG-1.');
    expect(store.getState().records[0]?.fields.gstRate).toEqual({ value: '18', source: 'seller', at });
    // A switch of profile closes the record and reads the new account's.
    fake.emit('profilesChanged', undefined as never);
    expect(store.getState().open).toBeNull();
  });
});
