import {
  ChoosableSecretStore,
  EncryptedSecretStore,
  MemorySecretStore,
  type SecretStore,
} from '../../accounts/secret-store.ts';
import type { SettingsStore } from '../../storage/settings.ts';
import type { SafeStorageLike } from './electron-types.ts';

/**
 * Chooses where secrets go. With an OS keyring, encrypted by safeStorage. On Linux without one, safeStorage falls back
 * to 'basic_text', and the person chooses in Settings between memory only (the default) and that weak protection.
 */
export function chooseSecretStore(safeStorage: SafeStorageLike, settings: SettingsStore): SecretStore {
  if (!safeStorage.isEncryptionAvailable()) return new MemorySecretStore();
  if (safeStorage.getSelectedStorageBackend?.() === 'basic_text')
    return new ChoosableSecretStore(settings, safeStorage);
  return new EncryptedSecretStore(settings, safeStorage, 'os-encrypted');
}
