import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileDay } from '../../../shared/dates.ts';
import { localTimeZone } from '../../../shared/shipments/time-zone.ts';
import { diagnosticsReport, type DiagnosticsInput } from '../../diagnostics/diagnostics-report.ts';
import type { SaveDialogLike } from './printer.ts';

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
    title: 'Save Diagnostics',
    defaultPath: join(downloadsDir(), `Stockroom diagnostics ${day}.txt`),
    filters: [{ name: 'Text files', extensions: ['txt'] }],
    properties: ['createDirectory'],
  });
  if (answer.canceled || !answer.filePath) return null;
  try {
    await writeFile(answer.filePath, diagnosticsReport(input), { mode: 0o600 });
    return `Diagnostics saved to ${answer.filePath}. They hold the log, versions and settings, and no secrets.`;
  } catch (error) {
    return `The diagnostics could not be saved to ${answer.filePath}: ${(error as Error).message}`;
  }
}
