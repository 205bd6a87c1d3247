import { z } from 'zod';
import type { SUB_ID_LABELS } from './feed-words.ts';
import { subIdProblem } from './feed-words.ts';
import { translatorFor } from '../i18n/translator.ts';

/**
 * A sub-id travels in a link: short, printable, no spaces; its sentence names the field as the screen does. The
 * screen checks the same rule first, in the seller's language; this check is for a caller that skipped the screen,
 * and a schema has no language, so it says it in English.
 */
const subId = (field: keyof typeof SUB_ID_LABELS) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = subIdProblem(field, value, translatorFor('en').t);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    });

/** The two sub-ids of an affiliate link (`affExtParam1`, `affExtParam2`), as a call's fields. */
export const subIdFields = { subId1: subId('subId1'), subId2: subId('subId2') };
