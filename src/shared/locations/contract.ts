import { z } from 'zod';
import { call } from '../ipc/define.ts';
import { locationNameProblem, type LocationNames } from './location-names.ts';

const name = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = locationNameProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The names a seller gives locations, kept per seller account of the active profile. */
export const locationsCalls = {
  /** Location id → name, for the active profile's seller account (empty before any). */
  locationNames: call<LocationNames>()(z.object({}).strict()),
  /** Names a location (an empty name takes the name away); answers every name after the change. */
  nameLocation: call<LocationNames>()(
    z.object({ locationId: z.string().trim().min(1, 'a location id is required').max(200), name }).strict(),
  ),
};
