import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openConfSettings } from '../storage/settings.ts';
import {
  ChoosableSecretStore,
  EncryptedSecretStore,
  isChoosable,
  MemorySecretStore,
  type SecretBox,
} from './secret-store.ts';

/** Reversible and visibly not the identity, standing in for Electron's safeStorage. */
const box: SecretBox = {
  encryptString: (plain) => Buffer.from(plain, 'utf8').reverse(),
  decryptString: (sealed) => Buffer.from(sealed).reverse().toString('utf8'),
};

describe('secret stores', () => {
  let dir: string;
  const file = () => readFileSync(join(dir, 'config.json'), 'utf8');
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the encrypted store keeps only ciphertext on disk and survives a restart', () => {
    const store = new EncryptedSecretStore(openConfSettings(dir), box, 'os-encrypted');
    store.set('p1/affiliate/token', 'plain-affiliate-token');
    store.set('p2/affiliate/token', 'other');
    expect(file()).not.toContain('plain-affiliate-token');
    const again = new EncryptedSecretStore(openConfSettings(dir), box, 'os-encrypted');
    expect(again.get('p1/affiliate/token')).toBe('plain-affiliate-token');
    again.deletePrefix('p1/');
    expect(again.entries()).toEqual([['p2/affiliate/token', 'other']]);
  });

  it('without a keychain: memory only by default, weak protection only when chosen, and secrets move along', () => {
    const store = new ChoosableSecretStore(openConfSettings(dir), box);
    expect(isChoosable(store)).toBe(true);
    expect(isChoosable(new MemorySecretStore())).toBe(false);
    expect(store.kind).toBe('memory');
    store.set('p1/self_access/app_secret', 'kept-secret');
    expect(file()).not.toContain('p1/self_access');

    store.choose('basic-text');
    expect(store.kind).toBe('basic-text');
    expect(file()).toContain('p1/self_access/app_secret');
    expect(file()).not.toContain('kept-secret');
    const afterRestart = new ChoosableSecretStore(openConfSettings(dir), box);
    expect(afterRestart.get('p1/self_access/app_secret')).toBe('kept-secret');

    afterRestart.choose('memory');
    expect(afterRestart.kind).toBe('memory');
    expect(afterRestart.get('p1/self_access/app_secret')).toBe('kept-secret');
    expect(file()).not.toContain('p1/self_access');
  });
});
