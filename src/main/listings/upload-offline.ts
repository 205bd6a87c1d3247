import { offlineSentence } from '../../shared/marketplace/offline.ts';
import type { UploadRecord } from './upload-journal.ts';
import type { RunEnd } from './upload-runner.ts';

const count = new Intl.NumberFormat('en-IN');
const skus = (n: number) => `${count.format(n)} ${n === 1 ? 'SKU' : 'SKUs'}`;

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
      ? 'nothing was sent'
      : `${skus(notSent)} of ${count.format(upload.total)} not sent` +
        (mayHaveReached > 0
          ? `, ${count.format(mayHaveReached)} more may have reached the marketplace before it stopped answering`
          : '');
  const next =
    waiting === 1
      ? '1 SKU waits to be sent: Stockroom offers to send it when the marketplace answers again.'
      : `${skus(waiting)} wait to be sent: Stockroom offers to send them when the marketplace answers again.`;
  return `${offlineSentence(outcome, end.offline)} ${next}`;
}
