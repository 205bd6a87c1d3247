import { EncryptedSecretStore, MemorySecretStore, type SecretStore } from '../../accounts/secret-store.ts';
import type { SettingsStore } from '../../storage/settings.ts';
import type { SafeStorageLike } from './electron-types.ts';

/**
 * Chooses where secrets go. With an OS keyring, encrypted by safeStorage. On Linux without one, safeStorage falls
 * back to 'basic_text' (a fixed key: obfuscation, not protection): then secrets stay in memory unless the person
 * opted in with STOCKROOM_ALLOW_BASIC_TEXT_SECRETS=1, and the Settings screen says which applies.
 */
export function chooseSecretStore(safeStorage: SafeStorageLike, settings: SettingsStore, env: NodeJS.ProcessEnv): SecretStore {
  if (!safeStorage.isEncryptionAvailable()) return new MemorySecretStore();
  const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  if (backend === 'basic_text') {
    return env.STOCKROOM_ALLOW_BASIC_TEXT_SECRETS === '1' ? new EncryptedSecretStore(settings, safeStorage, 'basic-text') : new MemorySecretStore();
  }
  return new EncryptedSecretStore(settings, safeStorage, 'os-encrypted');
}
