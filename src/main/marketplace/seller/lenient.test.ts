import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AppError } from '../../../shared/errors.ts';
import { returnItemSchema } from '../../../shared/returns/return-schemas.ts';
import { flag, number, text } from '../../../shared/marketplace/lenient.ts';
import { parseAnswer } from './parse.ts';

/** A field of each kind inside a loose object, as a shipment holds them. */
const record = z.looseObject({ t: text, n: number, f: flag });

describe('the lenient reading of a seller answer’s fields', () => {
  it('reads a null field as missing, and leaves a missing field out', () => {
    const read = record.parse({ t: null, n: null, f: null, other: null });
    expect(read).toEqual({ t: undefined, n: undefined, f: undefined, other: null });
    expect(Object.keys(read).sort()).toEqual(['f', 'n', 'other', 't']);
    expect(Object.keys(record.parse({ other: 1 }))).toEqual(['other']);
  });

  it('takes numbers as text, numeric text as numbers, and "true"/"false" as flags', () => {
    expect(record.parse({ t: 4057620000000160, n: ' 12.50 ', f: 'false' })).toEqual({
      t: '4057620000000160',
      n: 12.5,
      f: false,
    });
    expect(record.parse({ t: 'OD1', n: -3, f: true })).toEqual({ t: 'OD1', n: -3, f: true });
  });

  it('refuses a field it cannot read and names that field', () => {
    for (const bad of [{ t: {} }, { n: 'about 5' }, { f: 'yes' }, { f: 1 }]) {
      const path = `shipments[0].${Object.keys(bad)[0]}`;
      let refused: unknown;
      try {
        parseAnswer(z.object({ shipments: z.array(record) }), { shipments: [bad] }, 'shipments');
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        code: 'SERVER',
        message: `The marketplace sent shipments Stockroom cannot read (at ${path}). Try again later.`,
        details: { path },
      });
    }
  });

  it('reads a return’s null or numeric fields the same way', () => {
    const read = returnItemSchema.parse({
      returnId: 7,
      orderItemId: 4057620000000160,
      quantity: '2.0',
      reason: null,
    });
    expect(read).toMatchObject({
      returnId: '7',
      orderItemId: '4057620000000160',
      quantity: 2,
      reason: undefined,
    });
    expect('status' in read).toBe(false);
    expect(returnItemSchema.safeParse({ returnId: 'R1', quantity: '1.5' }).error?.issues[0]?.path).toEqual([
      'quantity',
    ]);
  });
});
