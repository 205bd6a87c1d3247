/**
 * The marketplace's answer to a listing upload, in the words the sheet shows ("Accepted" for `SUCCESS`); the
 * code stays in the data and the CSV. A status Stockroom does not know is shown as it came.
 */
const RESULTS: Record<string, string> = {
  SUCCESS: 'Accepted',
  WARNING: 'Accepted with warnings',
  FAILURE: 'Refused',
  NOT_REPORTED: 'Not reported by the marketplace',
  // Compare and set: the listing moved since the preview read it, so the upload did not overwrite it.
  CHANGED_SINCE: 'Not sent: changed since the preview',
};

export function resultLabel(status: string): string {
  return RESULTS[status.trim().toUpperCase()] ?? status;
}

/** An issue's severity as a word at the start of its line ("ERROR" as "Error"). */
export function severityLabel(severity: string): string {
  const word = severity.trim().toLowerCase();
  return word === '' ? 'Note' : word.charAt(0).toUpperCase() + word.slice(1);
}
