import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileDay } from '../../../shared/dates.ts';
import { localTimeZone } from '../../../shared/shipments/time-zone.ts';
import { diagnosticsReport, type DiagnosticsInput } from '../../diagnostics/diagnostics-report.ts';
import type { SaveDialogLike } from './printer.ts';
import { t } from '../../i18n/backend-language.ts';

/**
 * Help › Save Diagnostics…: asks where with the native save dialog (a text file in Downloads by default) and writes
 * the report there. Resolves with the sentence to show, or null when the person cancelled.
 */
export async function saveDiagnostics(
  dialog: SaveDialogLike,
  downloadsDir: () => string,
  input: DiagnosticsInput,
  /** The seller's zone, which names the file's day (the computer's: the desktop app runs on it). */
  timeZone = localTimeZone(),
): Promise<string | null> {
  const day = fileDay(input.now.getTime(), timeZone);
  const answer = await dialog.showSaveDialog({
    title: t('desktop.diagnostics.title'),
    defaultPath: join(downloadsDir(), `Stockroom diagnostics ${day}.txt`),
    filters: [{ name: t('desktop.files.text'), extensions: ['txt'] }],
    properties: ['createDirectory'],
  });
  if (answer.canceled || !answer.filePath) return null;
  try {
    await writeFile(answer.filePath, diagnosticsReport(input), { mode: 0o600 });
    return t('desktop.diagnostics.saved', { path: answer.filePath });
  } catch (error) {
    return t('desktop.diagnostics.notSaved', { path: answer.filePath, reason: (error as Error).message });
  }
}
