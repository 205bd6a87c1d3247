import type { MessageId } from '../../shared/i18n/catalogue.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * Something the person must be told about the data folder (a damaged file kept aside, a folder that cannot be
 * written): kept as a message and its values, and said in the language of the moment each time it is shown.
 */
export interface Notice {
  id: MessageId;
  values?: Record<string, string>;
}

/** A notice as a sentence, in the backend's language now. */
export function sayNotice(notice: Notice): string {
  return t(notice.id, notice.values);
}
