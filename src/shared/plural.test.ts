import { describe, expect, it } from 'vitest';
import { counted } from './plural.ts';

describe('counted', () => {
  it('says one in the singular and every other count in the plural, with Indian grouping', () => {
    expect(counted(1, 'shipment')).toBe('1 shipment');
    expect(counted(0, 'shipment')).toBe('0 shipments');
    expect(counted(2, 'order item')).toBe('2 order items');
    expect(counted(120_000, 'shipment')).toBe('1,20,000 shipments');
    expect(counted(1, 'return', 'returns')).toBe('1 return');
    expect(counted(3, 'SKU', 'SKUs')).toBe('3 SKUs');
  });
});
