import { accessSync, chmodSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../shared/errors.ts';
import { assertDatabaseNotNewer } from './database.ts';
import { keepAside } from './keep-aside.ts';
import type { MigrationSet } from './migrations.ts';
import { readSettings } from './settings-schema.ts';
import { SETTINGS_DEFAULTS, SETTINGS_FILE_NAME, type Settings, type SettingsStore } from './settings.ts';

/** The data folder as the backend gets it: settings that were checked, and what the person must be told. */
export interface DataFolder {
  dir: string;
  /** False when the folder cannot be written: settings refuse changes and the database lives in memory. */
  writable: boolean;
  settings: SettingsStore;
  /** Sentences for the screen and the log: a damaged file kept aside, a folder that cannot be written. */
  notices: string[];
}

export interface DataFolderOptions {
  /** Every slice's schema: a database newer than these is refused before anything is written. */
  migrations: readonly MigrationSet[];
  now?: (() => Date) | undefined;
}

/**
 * Opens the settings of a data folder through their schema. A damaged `config.json` never stops the start: it is
 * kept beside under a time-stamped name, the app starts with what could be read (or the defaults), and a notice
 * names the kept file. A folder that cannot be written is said so once, and every change is refused as STORAGE.
 */
export function openDataFolder(
  dir: string,
  open: (dir: string) => SettingsStore,
  options: DataFolderOptions,
): DataFolder {
  // A folder of a newer Stockroom is refused before anything in it is touched.
  assertDatabaseNotNewer(dir, options.migrations);
  const now = options.now ?? (() => new Date());
  const path = join(dir, `${SETTINGS_FILE_NAME}.json`);
  const writable = canWrite(dir);
  const notices: string[] = [];
  let checked: Settings | undefined;

  const raw = readIfPresent(path);
  if (raw !== undefined) {
    let parsed: unknown;
    let readable = true;
    try {
      parsed = JSON.parse(raw);
    } catch {
      readable = false;
    }
    const read = readable ? readSettings(parsed) : undefined;
    if (read === undefined || read.problems.length > 0) {
      checked = read?.settings ?? { ...SETTINGS_DEFAULTS };
      const kept = writable ? keepAside(path, now()) : undefined;
      if (kept !== undefined && read !== undefined) writeSettingsFile(path, checked);
      notices.push(damagedNotice(read?.problems, kept));
    }
  }

  if (!writable) {
    notices.push(
      `Stockroom cannot write to its data folder ${dir}, so nothing you change will be kept. Make the folder writable (or start Stockroom with --data-dir and another folder) and restart.`,
    );
    return { dir, writable, notices, settings: readOnlySettings(dir, checked ?? readSettingsOf(raw)) };
  }
  if (existsSync(path)) chmodSync(path, 0o600);
  return { dir, writable, notices, settings: guarded(open(dir), dir) };
}

function damagedNotice(problems: string[] | undefined, kept: string | undefined): string {
  const where = kept === undefined ? '' : ` The file as it was is kept as ${kept}.`;
  if (problems === undefined)
    return `Stockroom’s settings file could not be read (it is damaged), so Stockroom started with its default settings.${where}`;
  return `Part of Stockroom’s settings file could not be read (${problems.join('; ')}), so Stockroom left that part out.${where}`;
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Unreadable (permissions): the same as damaged, and the file is left where it is.
    return '\u0000';
  }
}

function readSettingsOf(raw: string | undefined): Settings {
  if (raw === undefined) return { ...SETTINGS_DEFAULTS };
  try {
    return readSettings(JSON.parse(raw)).settings;
  } catch {
    return { ...SETTINGS_DEFAULTS };
  }
}

function writeSettingsFile(path: string, settings: Settings): void {
  writeFileSync(path, `${JSON.stringify(settings, null, '\t')}\n`, { mode: 0o600 });
}

function canWrite(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export function storageError(dir: string): AppError {
  return new AppError(
    'STORAGE',
    `Stockroom could not save this change: its data folder ${dir} cannot be written. Make the folder writable (or start Stockroom with --data-dir and another folder) and restart.`,
    { dataDir: dir },
  );
}

/** Writes that fail (a full disk, a folder made read-only later) become STORAGE errors with a sentence. */
function guarded(store: SettingsStore, dir: string): SettingsStore {
  return {
    get: (key) => store.get(key),
    set(key, value) {
      try {
        store.set(key, value);
      } catch {
        throw storageError(dir);
      }
    },
  };
}

/** The settings of a folder that cannot be written: read, kept in memory, and every change refused. */
function readOnlySettings(dir: string, settings: Settings): SettingsStore {
  return {
    get: (key) => settings[key],
    set() {
      throw storageError(dir);
    },
  };
}
