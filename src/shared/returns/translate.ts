import type { MessageId } from '../i18n/catalogue.ts';
import { translatorFor, type MessageValues } from '../i18n/translator.ts';

/** A sentence of the catalogue in the language of the side asking: the renderer's `t`, or the backend's. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** English, for the tests and tools that have no language of their own; the screens and the backend pass theirs. */
export const inEnglish: Translate = (id, values) => translatorFor('en').t(id, values);
