import type { SecretStorageKind } from '../../shared/app/payloads.ts';
import type { SettingsStore } from '../storage/settings.ts';

/** Where secrets (application secrets, affiliate tokens, OAuth tokens) are kept. Only main ever holds one. */
export interface SecretStore {
  readonly kind: SecretStorageKind;
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
  deletePrefix(prefix: string): void;
  /** Every secret held, by key: to move them to another store, and for leak checks. */
  entries(): [string, string][];
}

export function isChoosable(store: SecretStore): store is SecretStore & ChoosableSecretStorage {
  return 'choose' in store && typeof (store as Partial<ChoosableSecretStorage>).choose === 'function';
}

/** A store the person can switch between memory and weakly protected disk (Linux without a keychain). */
export interface ChoosableSecretStorage {
  choose(mode: 'memory' | 'basic-text'): void;
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
  entries(): [string, string][] {
    return [...this.map.entries()];
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
  entries(): [string, string][] {
    return Object.keys(this.settings.get('encryptedSecrets')).map((key) => [key, this.get(key) as string]);
  }
  private deleteWhere(match: (key: string) => boolean): void {
    const all = Object.fromEntries(
      Object.entries(this.settings.get('encryptedSecrets')).filter(([k]) => !match(k)),
    );
    this.settings.set('encryptedSecrets', all);
  }
}

/**
 * Linux without a keychain: Electron's safeStorage then only offers 'basic_text' (a fixed key: obfuscation, not
 * protection). Secrets stay in memory unless the person chooses weak protection in Settings; switching moves them.
 */
export class ChoosableSecretStore implements SecretStore, ChoosableSecretStorage {
  private readonly memory = new MemorySecretStore();
  private readonly weak: EncryptedSecretStore;
  private readonly settings: SettingsStore;

  constructor(settings: SettingsStore, box: SecretBox) {
    this.settings = settings;
    this.weak = new EncryptedSecretStore(settings, box, 'basic-text');
  }

  get kind(): SecretStorageKind {
    return this.settings.get('weakSecretStorageChosen') ? 'basic-text' : 'memory';
  }
  private get active(): SecretStore {
    return this.settings.get('weakSecretStorageChosen') ? this.weak : this.memory;
  }
  get(key: string): string | undefined {
    return this.active.get(key);
  }
  set(key: string, value: string): void {
    this.active.set(key, value);
  }
  delete(key: string): void {
    this.active.delete(key);
  }
  deletePrefix(prefix: string): void {
    this.active.deletePrefix(prefix);
  }
  entries(): [string, string][] {
    return this.active.entries();
  }

  choose(mode: 'memory' | 'basic-text'): void {
    if (mode === this.kind) return;
    const [from, to] = mode === 'basic-text' ? [this.memory, this.weak] : [this.weak, this.memory];
    for (const [key, value] of from.entries()) to.set(key, value);
    this.settings.set('weakSecretStorageChosen', mode === 'basic-text');
    from.deletePrefix('');
  }
}
