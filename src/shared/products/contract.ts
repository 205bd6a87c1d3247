import { z } from 'zod';
import { call } from '../ipc/define.ts';
import { EDITABLE_FIELDS, type ProductRecord } from './product-record.ts';

/** The product records of the active profile's seller account. */
export const productsCalls = {
  /** Every SKU's record, by SKU. */
  productRecords: call<ProductRecord[]>()(z.object({}).strict()),
  /** The seller's own value of a field (it wins over every source); an empty value takes the edit back. */
  editProduct: call<ProductRecord>()(
    z
      .object({
        sku: z.string().trim().min(1, 'a SKU is required').max(200),
        field: z.enum(EDITABLE_FIELDS as [string, ...string[]]),
        value: z.string().trim().max(200),
      })
      .strict(),
  ),
};
