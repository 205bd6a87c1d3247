import type { SecretStorageKind } from '../../../shared/app/payloads.ts';
import type { SecretStore } from '../../accounts/secret-store.ts';
import { SETTINGS_DEFAULTS, type Settings, type SettingsStore } from '../../storage/settings.ts';
import type { HostFunctions } from './host-calls.ts';

type Call = (name: string, ...args: unknown[]) => unknown;

/**
 * The host's settings and secrets, as the backend thread sees them: each a synchronous call to the host
 * (host-calls.ts). The secrets never leave the main process; they only cross to its backend thread. Reads are kept
 * on this thread after the first (each call waits for the host's thread to come round, dozens of times a sync
 * page otherwise): every change to either goes through here, since the host changes neither by itself. A change to
 * a secret forgets that secret and the one setting that holds sealed secrets; choosing another store forgets all.
 */
export function hostStores(
  call: Call,
  choosable: boolean,
  snapshot: Partial<Settings> = {},
): { settings: SettingsStore; secrets: SecretStore } {
  // Read already: every setting as the host had it when it started this thread (settingsSnapshot).
  const settingsRead = new Map<string, unknown>(Object.entries(snapshot));
  const secretsRead = new Map<string, string | undefined>();
  let kind: SecretStorageKind | undefined;
  // A secret set or deleted changes that secret and, where secrets are sealed into the settings, that one setting:
  // the other secrets and settings read stay. The Demo's token is renewed at every launch, and forgetting them all
  // then sent the launch's next reads (theme, the profile's keys for the cache's account, language) to the host's
  // thread, each waiting for it to come round while it served the page.
  const secretChanged = (forget: (key: string) => boolean) => {
    for (const key of [...secretsRead.keys()]) if (forget(key)) secretsRead.delete(key);
    settingsRead.delete('encryptedSecrets');
  };
  // Another kind of store chosen: the secrets move and the choice is a setting; everything is read afresh.
  const changed = () => {
    settingsRead.clear();
    secretsRead.clear();
    kind = undefined;
  };
  const settings: SettingsStore = {
    get: (key) => {
      if (!settingsRead.has(key)) settingsRead.set(key, call('settings.get', key));
      return structuredClone(settingsRead.get(key)) as never;
    },
    set: (key, value) => {
      settingsRead.delete(key);
      call('settings.set', key, value);
    },
  };
  const secrets: SecretStore = {
    get kind() {
      return (kind ??= call('secrets.kind') as SecretStorageKind);
    },
    get: (key) => {
      if (!secretsRead.has(key)) secretsRead.set(key, call('secrets.get', key) as string | undefined);
      return secretsRead.get(key);
    },
    set: (key, value) => void (secretChanged((k) => k === key), call('secrets.set', key, value)),
    delete: (key) => void (secretChanged((k) => k === key), call('secrets.delete', key)),
    deletePrefix: (prefix) =>
      void (secretChanged((k) => k.startsWith(prefix)), call('secrets.deletePrefix', prefix)),
    entries: () => call('secrets.entries') as [string, string][],
  };
  // isChoosable looks for `choose`: only a store the person can switch has one.
  if (choosable)
    Object.assign(secrets, {
      choose: (mode: 'memory' | 'basic-text') => void (changed(), call('secrets.choose', mode)),
    });
  return { settings, secrets };
}

/**
 * Every setting as the host reads it now, for the thread it is starting. The host changes no setting by itself (each
 * change comes from the thread, through `set`), so these stay what a read would answer until the thread changes one.
 */
export function settingsSnapshot(settings: SettingsStore): Partial<Settings> {
  const keys = Object.keys(SETTINGS_DEFAULTS) as (keyof Settings)[];
  return Object.fromEntries(keys.map((key) => [key, settings.get(key)])) as Partial<Settings>;
}

/** The host's side of the same: what `hostSettings` and `hostSecrets` call. */
export function storeFunctions(
  settings: SettingsStore,
  secrets: SecretStore,
  onBattery: (() => boolean) | undefined,
): HostFunctions {
  const choose = (secrets as Partial<{ choose(mode: 'memory' | 'basic-text'): void }>).choose?.bind(secrets);
  return {
    'settings.get': (key: Parameters<SettingsStore['get']>[0]) => settings.get(key),
    'settings.set': (key: never, value: never) => settings.set(key, value),
    'secrets.kind': () => secrets.kind,
    'secrets.get': (key: string) => secrets.get(key),
    'secrets.set': (key: string, value: string) => secrets.set(key, value),
    'secrets.delete': (key: string) => secrets.delete(key),
    'secrets.deletePrefix': (prefix: string) => secrets.deletePrefix(prefix),
    'secrets.entries': () => secrets.entries(),
    ...(choose ? { 'secrets.choose': (mode: 'memory' | 'basic-text') => choose(mode) } : {}),
    onBattery: () => onBattery?.() ?? false,
  };
}
