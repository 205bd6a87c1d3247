import type { TokenRecord, TokenStore } from '../marketplace/index.ts';
import type { SecretStore } from './secret-store.ts';
import { parseStoredTokens } from './token-status.ts';

/** A seller account's tokens, kept as one secret (encrypted where the OS allows). */
export class SecretTokenStore implements TokenStore {
  private readonly secrets: SecretStore;
  private readonly key: string;

  constructor(secrets: SecretStore, key: string) {
    this.secrets = secrets;
    this.key = key;
  }

  get(): TokenRecord | undefined {
    const stored = parseStoredTokens(this.secrets.get(this.key));
    return stored === undefined ? undefined : { ...stored, scope: stored.scope ?? '' };
  }

  set(record: TokenRecord | undefined): void {
    if (record === undefined) this.secrets.delete(this.key);
    else this.secrets.set(this.key, JSON.stringify(record));
  }
}
