import Conf from 'conf';
import type { ThemeChoice } from '../../shared/app/theme.ts';
import type { LanguageChoice } from '../../shared/i18n/languages.ts';
import type { StoredProfile } from '../accounts/stored-profile.ts';

/** Everything kept in the settings file (`config.json` in the data folder). Secrets are never stored in the clear. */
export interface Settings {
  profiles: StoredProfile[];
  activeProfileId: string;
  /** Secrets encrypted by the OS keychain (Electron's safeStorage), base64; empty where secrets live in memory. */
  encryptedSecrets: Record<string, string>;
  /** Linux without a keychain: the person chose to keep secrets on disk with weak protection. */
  weakSecretStorageChosen: boolean;
  /** Background sync every this many minutes while the app is open; 0 is off. */
  backgroundSyncMinutes: number;
  /** The app's colours: as the OS says, or always light or dark (the whole app, not per profile). */
  theme: ThemeChoice;
  /** The language the app speaks (screens and the backend's sentences): the OS's, or one chosen in Settings. */
  language: LanguageChoice;
  /**
   * The OS's languages as a window last named them (most preferred first), so that with `system` the backend's
   * sentences are in them from the next start on, before a window asks: a launch sync that ends first, a notification
   * of a background sync while the window is hidden.
   */
  systemLanguages: string[];
  /**
   * The Demo's seller account as its cache knows it (`self:<app id>`), remembered from its marketplace's last start,
   * so that a launch reads the Demo's cache before that marketplace is up. Not a secret: the app id alone.
   */
  demoSellerAccount: string | null;
}

export const SETTINGS_DEFAULTS: Settings = {
  profiles: [],
  activeProfileId: 'demo',
  encryptedSecrets: {},
  weakSecretStorageChosen: false,
  backgroundSyncMinutes: 15,
  theme: 'system',
  language: 'system',
  systemLanguages: [],
  demoSellerAccount: null,
};

/** The slice of electron-store / conf that the backend uses, so either can stand behind it. */
export interface SettingsStore {
  get<K extends keyof Settings>(key: K): Settings[K];
  set<K extends keyof Settings>(key: K, value: Settings[K]): void;
}

export const SETTINGS_FILE_NAME = 'config';

/** Outside Electron: `conf`, the library under electron-store, writing the same file in the same folder. */
export function openConfSettings(dataDir: string): SettingsStore {
  // conf's typing of defaults expects dotted keys for every record; the shape is checked by SettingsStore instead.
  return new Conf<Record<string, unknown>>({
    cwd: dataDir,
    configName: SETTINGS_FILE_NAME,
    projectSuffix: '',
    // Only the person may read it: it names accounts and, with weak protection chosen, holds sealed secrets.
    configFileMode: 0o600,
    defaults: { ...SETTINGS_DEFAULTS },
  }) as unknown as SettingsStore;
}
