import type { MessageId } from '../i18n/catalogue.ts';
import { inEnglish, type Translate } from './words.ts';

/**
 * The marketplace's answer to a listing upload, in the words the sheet shows ("Accepted" for `SUCCESS`); the
 * code stays in the data and the CSV. A status Stockroom does not know is shown as it came.
 */
const RESULTS: Record<string, MessageId> = {
  SUCCESS: 'listings.result.accepted',
  WARNING: 'listings.result.acceptedWithWarnings',
  FAILURE: 'listings.result.refused',
  NOT_REPORTED: 'listings.result.notReported',
  // Compare and set: the listing moved since the preview read it, so the upload did not overwrite it.
  CHANGED_SINCE: 'listings.result.changedSince',
};

export function resultLabel(status: string, t: Translate = inEnglish): string {
  const id = RESULTS[status.trim().toUpperCase()];
  return id === undefined ? status : t(id);
}

const SEVERITIES: Record<string, MessageId> = {
  error: 'listings.severity.error',
  warning: 'listings.severity.warning',
  info: 'listings.severity.info',
  '': 'listings.severity.note',
};

/** An issue's severity as a word at the start of its line ("ERROR" as "Error"); one not known as it came. */
export function severityLabel(severity: string, t: Translate = inEnglish): string {
  const word = severity.trim().toLowerCase();
  const id = SEVERITIES[word];
  return id !== undefined ? t(id) : word.charAt(0).toUpperCase() + word.slice(1);
}
