import { z } from 'zod';
import { isTimeZone } from '../shipments/time-zone.ts';

/**
 * The seller's IANA zone, sent by the screen with every call that counts days or names a file by its day: the
 * backend has no zone of its own to guess with.
 */
export const timeZoneField = z
  .string()
  .max(64)
  .refine(isTimeZone, 'must be a time zone such as Asia/Kolkata');
