import { t } from '../i18n/backend-language.ts';

/** An offline failure as a seller reads it, in the backend's language: what happened first ("Offline: nothing was read"), then why. */
export function offlineSentence(outcome: string, error: { message: string }): string {
  return t('marketplace.offline.sentence', { outcome, reason: error.message });
}
