import type { MessageId } from '../i18n/catalogue.ts';
import { translatorFor, type MessageValues } from '../i18n/translator.ts';

/**
 * A sentence of the catalogue in the language of the side that shows it: the renderer's `t`, or the backend's. The
 * shipments' shared words take one, so that the same rule speaks Hindi on the screen and in a job's sentence.
 */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** English, for callers that have no language of their own (tests, tools). */
export const inEnglish: Translate = (id, values) => translatorFor('en').t(id, values);
