import { z } from 'zod';
import { timeZoneField } from '../ipc/time-zone-field.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-23')
  .optional();

/**
 * The Returns grid's days a return is expected, both included, counted in the seller's zone (the computer's, sent
 * with the filter): "Returns arriving today" on Today is the Arriving tab from today to today.
 */
export const expectedDaysFields = {
  expectedFrom: day,
  expectedTo: day,
  timeZone: timeZoneField.optional(),
};
