import type { SecretStorageKind } from '../../shared/ipc/payloads.ts';
import type { SettingsStore } from '../storage/settings.ts';

/** Where secrets (application secrets, affiliate tokens, OAuth tokens) are kept. Only main ever holds one. */
export interface SecretStore {
  readonly kind: SecretStorageKind;
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
  deletePrefix(prefix: string): void;
}

/** Secrets for this run only: the web host's default, and where the person declines unprotected storage. */
export class MemorySecretStore implements SecretStore {
  readonly kind = 'memory' as const;
  private readonly map = new Map<string, string>();

  get(key: string): string | undefined {
    return this.map.get(key);
  }
  set(key: string, value: string): void {
    this.map.set(key, value);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  deletePrefix(prefix: string): void {
    for (const key of [...this.map.keys()]) if (key.startsWith(prefix)) this.map.delete(key);
  }
  /** Every secret held, so a leak check can search for each. */
  values(): string[] {
    return [...this.map.values()];
  }
}

/** Electron's safeStorage, passed in by the shell so this file stays plain Node. */
export interface SecretBox {
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/**
 * Secrets encrypted by the OS (Keychain, DPAPI, libsecret/kwallet) and kept, as ciphertext, in the settings file.
 * `kind` is 'basic-text' where Linux offers no keyring: the shell only builds this store then if the person agreed.
 */
export class EncryptedSecretStore implements SecretStore {
  readonly kind: SecretStorageKind;
  private readonly settings: SettingsStore;
  private readonly box: SecretBox;

  constructor(settings: SettingsStore, box: SecretBox, kind: 'os-encrypted' | 'basic-text') {
    this.settings = settings;
    this.box = box;
    this.kind = kind;
  }

  get(key: string): string | undefined {
    const sealed = this.settings.get('encryptedSecrets')[key];
    return sealed === undefined ? undefined : this.box.decryptString(Buffer.from(sealed, 'base64'));
  }
  set(key: string, value: string): void {
    const all = { ...this.settings.get('encryptedSecrets') };
    all[key] = this.box.encryptString(value).toString('base64');
    this.settings.set('encryptedSecrets', all);
  }
  delete(key: string): void {
    this.deleteWhere((k) => k === key);
  }
  deletePrefix(prefix: string): void {
    this.deleteWhere((k) => k.startsWith(prefix));
  }
  private deleteWhere(match: (key: string) => boolean): void {
    const all = Object.fromEntries(Object.entries(this.settings.get('encryptedSecrets')).filter(([k]) => !match(k)));
    this.settings.set('encryptedSecrets', all);
  }
}
