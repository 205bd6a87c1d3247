import type { SecretStorageKind } from '../../../shared/app/payloads.ts';
import type { SecretStore } from '../../accounts/secret-store.ts';
import type { SettingsStore } from '../../storage/settings.ts';
import type { HostFunctions } from './host-calls.ts';

type Call = (name: string, ...args: unknown[]) => unknown;

/**
 * The host's settings and secrets, as the backend thread sees them: each method a synchronous call to the host
 * (host-calls.ts). The secrets never leave the main process; they only cross to its backend thread.
 */
export function hostSettings(call: Call): SettingsStore {
  return {
    get: (key) => call('settings.get', key) as never,
    set: (key, value) => void call('settings.set', key, value),
  };
}

export function hostSecrets(call: Call, choosable: boolean): SecretStore {
  const store: SecretStore = {
    get kind() {
      return call('secrets.kind') as SecretStorageKind;
    },
    get: (key) => call('secrets.get', key) as string | undefined,
    set: (key, value) => void call('secrets.set', key, value),
    delete: (key) => void call('secrets.delete', key),
    deletePrefix: (prefix) => void call('secrets.deletePrefix', prefix),
    entries: () => call('secrets.entries') as [string, string][],
  };
  // isChoosable looks for `choose`: only a store the person can switch has one.
  return choosable
    ? Object.assign(store, { choose: (mode: 'memory' | 'basic-text') => void call('secrets.choose', mode) })
    : store;
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
