import { offlineSentence } from '../marketplace/offline-sentence.ts';
import type { UploadRecord } from './upload-journal.ts';
import type { RunEnd } from './upload-runner.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * An upload stopped because the marketplace could not be reached, in words: what was not sent first (never
 * "refused"), then why, then what happens next. SKUs of a call that may have reached the marketplace before it
 * stopped answering are named apart: they are not "not sent".
 */
export function offlineMessage(upload: UploadRecord, end: Exclude<RunEnd, string>): string {
  const { notSent, mayHaveReached } = end;
  const waiting = notSent + mayHaveReached;
  const outcome =
    upload.answered === 0 && mayHaveReached === 0
      ? t('listings.offline.nothingSent')
      : mayHaveReached > 0
        ? t('listings.offline.notSentMaybe', { n: notSent, total: upload.total, maybe: mayHaveReached })
        : t('listings.offline.notSent', { n: notSent, total: upload.total });
  return `${offlineSentence(outcome, end.offline)} ${t('listings.offline.waiting', { n: waiting })}`;
}
