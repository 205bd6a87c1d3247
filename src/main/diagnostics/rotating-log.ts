import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../backend/logger.ts';
import { LOG_FILE_NAME } from '../hosts/startup-failure.ts';
import { redactText } from './redact.ts';

/**
 * The app's log file, `stockroom.log` in the data folder (where a failed start writes too), bounded: past
 * `maxBytes` it becomes stockroom.log.1 (and .1 becomes .2, …), and the oldest beyond `keep` is deleted, so the
 * log never holds more than about (keep + 1) × maxBytes. Lines are redacted before they are written.
 */
export interface RotatingLog {
  /** The files, oldest first (what a diagnostics file includes). */
  files(): string[];
  write(line: string): void;
}

export function openRotatingLog(
  dir: string,
  options: { maxBytes?: number; keep?: number } = {},
): RotatingLog {
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const keep = options.keep ?? 2;
  const current = join(dir, LOG_FILE_NAME);
  const rotated = (n: number) => `${current}.${n}`;
  const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);
  const rotate = () => {
    rmSync(rotated(keep), { force: true });
    for (let n = keep - 1; n >= 1; n -= 1) if (existsSync(rotated(n))) renameSync(rotated(n), rotated(n + 1));
    renameSync(current, rotated(1));
  };
  return {
    files: () =>
      [...Array.from({ length: keep }, (_, i) => rotated(keep - i)), current].filter((p) => existsSync(p)),
    write(line) {
      const text = `${redactText(line).replace(/\n+$/, '')}\n`;
      mkdirSync(dir, { recursive: true });
      if (size(current) > 0 && size(current) + Buffer.byteLength(text) > maxBytes) rotate();
      appendFileSync(current, text, { mode: 0o600 });
    },
  };
}

/** A Logger writing timestamped lines to the log; a log that cannot be written never stops the app. */
export function fileLogger(log: RotatingLog, now: () => Date = () => new Date()): Logger {
  const describe = (error: unknown) =>
    error instanceof Error ? `${error.name}: ${error.message}` : error === undefined ? '' : String(error);
  const write = (level: string, message: string) => {
    try {
      log.write(`${now().toISOString()} ${level} ${message}`);
    } catch {
      // The console still has it.
    }
  };
  return {
    info: (message) => write('info', message),
    error: (message, error) =>
      write('error', `${message}${error === undefined ? '' : ` (${describe(error)})`}`),
  };
}

export function teeLogger(...loggers: Logger[]): Logger {
  return {
    info: (message) => loggers.forEach((l) => l.info(message)),
    error: (message, error) => loggers.forEach((l) => l.error(message, error)),
  };
}
