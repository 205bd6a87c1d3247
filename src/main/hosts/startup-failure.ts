import { appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../../shared/errors.ts';

export const LOG_FILE_NAME = 'stockroom.log';

/**
 * When a host cannot start: the whole error (stack included) goes to the log file, and the person gets one
 * sentence. Returns that sentence; `print` shows it (stderr by default).
 */
export function reportStartupFailure(
  error: unknown,
  context: { dataDir?: string | undefined; port?: number | undefined },
  print: (line: string) => void = (line) => console.error(line),
): string {
  const logPath = writeToLog(error, context.dataDir);
  const sentence = startupSentence(error, context, logPath);
  print(sentence);
  return sentence;
}

export function startupSentence(
  error: unknown,
  context: { dataDir?: string | undefined; port?: number | undefined },
  logPath: string | undefined,
): string {
  if (error instanceof AppError) return error.message;
  const e = error as NodeJS.ErrnoException;
  if (e.code === 'EADDRINUSE')
    return `Port ${context.port ?? ''} is already in use: choose another with --port, or stop the program using it.`;
  if (e.code === 'EACCES' || e.code === 'EPERM' || e.code === 'EROFS' || e.code === 'ENOTDIR')
    return `Stockroom cannot use the data folder ${e.path ?? context.dataDir ?? ''} (${e.code}): choose another with --data-dir, or fix the folder's permissions.`;
  const where = logPath === undefined ? '' : ` The details are in ${logPath}.`;
  return `Stockroom could not start because of an unexpected error.${where}`;
}

/** Appends the failure to the data folder's log, or to one in the temporary folder when that cannot be written. */
function writeToLog(error: unknown, dataDir: string | undefined): string | undefined {
  const entry = `${new Date().toISOString()} Stockroom could not start\n${
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error)
  }\n`;
  for (const dir of [dataDir, tmpdir()]) {
    if (dir === undefined) continue;
    try {
      mkdirSync(dir, { recursive: true });
      const path = join(dir, LOG_FILE_NAME);
      appendFileSync(path, entry, { mode: 0o600 });
      return path;
    } catch {
      // try the next place
    }
  }
  return undefined;
}
