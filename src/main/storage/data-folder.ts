import { accessSync, chmodSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../shared/errors.ts';
import { assertDatabaseNotNewer } from './database.ts';
import { keepAside } from './keep-aside.ts';
import type { Notice } from './notice.ts';
import { t } from '../i18n/backend-language.ts';
import type { MigrationSet } from './migrations.ts';
import { readSettings, type ReadSettings } from './settings-schema.ts';
import { SETTINGS_DEFAULTS, SETTINGS_FILE_NAME, type Settings, type SettingsStore } from './settings.ts';

/** The data folder as the backend gets it: settings that were checked, and what the person must be told. */
export interface DataFolder {
  dir: string;
  /** False when the folder cannot be written: settings refuse changes and the database lives in memory. */
  writable: boolean;
  settings: SettingsStore;
  /** What to tell the screen and the log: a damaged file kept aside, a folder that cannot be written. */
  notices: Notice[];
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
  const notices: Notice[] = [];

  const file = readSettingsFile(path);
  const settings = file.kind === 'read' ? file.read.settings : { ...SETTINGS_DEFAULTS };
  if (file.kind === 'damaged' || (file.kind === 'read' && file.read.problems.length > 0)) {
    const problems = file.kind === 'read' ? file.read.problems : undefined;
    const kept = writable ? keepAside(path, now()) : undefined;
    // What could be read is written back whole; a file that could not be read at all is simply gone.
    if (kept !== undefined && file.kind === 'read') writeSettingsFile(path, settings);
    notices.push(damagedNotice(problems, kept));
  }

  if (!writable) {
    notices.push({ id: 'storage.notice.readOnly', values: { dir } });
    return { dir, writable, notices, settings: readOnlySettings(dir, settings) };
  }
  if (existsSync(path)) chmodSync(path, 0o600);
  return { dir, writable, notices, settings: guarded(open(dir), dir) };
}

/** `problems` name the settings file's own keys (`theme is not system, light or dark`): kept as written. */
function damagedNotice(problems: string[] | undefined, kept: string | undefined): Notice {
  const where = kept ?? 'none';
  if (problems === undefined) return { id: 'storage.notice.settingsDamaged', values: { kept: where } };
  return { id: 'storage.notice.settingsPart', values: { problems: problems.join('; '), kept: where } };
}

type SettingsFile = { kind: 'missing' } | { kind: 'damaged' } | { kind: 'read'; read: ReadSettings };

/** The settings file: missing, damaged (unreadable, or not JSON), or read field by field through the schema. */
function readSettingsFile(path: string): SettingsFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? { kind: 'missing' } : { kind: 'damaged' };
  }
  try {
    return { kind: 'read', read: readSettings(JSON.parse(text)) };
  } catch {
    return { kind: 'damaged' };
  }
}

/**
 * The language kept in the folder's settings, read before the folder is opened (the desktop shell needs it before
 * Electron is ready); System when there is none or the file cannot be read.
 */
export function keptLanguage(dir: string): Settings['language'] {
  const file = readSettingsFile(join(dir, `${SETTINGS_FILE_NAME}.json`));
  return file.kind === 'read' ? file.read.settings.language : SETTINGS_DEFAULTS.language;
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
  return new AppError('STORAGE', t('storage.error.readOnly', { dir }), { dataDir: dir });
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
