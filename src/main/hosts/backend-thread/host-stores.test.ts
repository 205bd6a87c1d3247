import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EncryptedSecretStore, type SecretBox } from '../../accounts/secret-store.ts';
import { openConfSettings } from '../../storage/settings.ts';
import { hostStores, settingsSnapshot, storeFunctions } from './host-stores.ts';

/** A box that only reverses the text: enough to see that a sealed secret lives in the settings file. */
const box: SecretBox = {
  encryptString: (plain) => Buffer.from([...plain].reverse().join('')),
  decryptString: (sealed) => [...sealed.toString()].reverse().join(''),
};

/** The host's real settings file and a store that seals secrets into it; the backend's view counts its calls. */
function setUp(dir: string, withSnapshot = false) {
  const settings = openConfSettings(dir);
  const functions = storeFunctions(
    settings,
    new EncryptedSecretStore(settings, box, 'os-encrypted'),
    undefined,
  );
  const calls: string[] = [];
  const call = (name: string, ...args: unknown[]) => {
    calls.push(name);
    return (functions[name] as (...a: unknown[]) => unknown)(...args);
  };
  return {
    settings,
    calls,
    backend: hostStores(call, false, withSnapshot ? settingsSnapshot(settings) : {}),
  };
}

describe('the host’s settings and secrets as the backend thread keeps them', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads a setting from the host once, and again only after it changes', () => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-host-stores-'));
    const { calls, backend } = setUp(dir);
    expect(backend.settings.get('theme')).toBe('system');
    expect(backend.settings.get('theme')).toBe('system');
    expect(calls).toEqual(['settings.get']);
    backend.settings.set('theme', 'dark');
    expect(backend.settings.get('theme')).toBe('dark');
    expect(calls).toEqual(['settings.get', 'settings.set', 'settings.get']);
  });

  it('starts from the host’s settings as they were: no call for a read, and a change read back from the host', () => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-host-stores-'));
    openConfSettings(dir).set('language', 'hi');
    const { calls, backend } = setUp(dir, true);
    expect(backend.settings.get('language')).toBe('hi');
    expect(backend.settings.get('activeProfileId')).toBe('demo');
    expect(backend.settings.get('profiles')).toEqual([]);
    expect(calls).toEqual([]);
    backend.settings.set('theme', 'dark');
    expect(backend.settings.get('theme')).toBe('dark');
    expect(calls).toEqual(['settings.set', 'settings.get']);
  });

  it('keeps the other settings and secrets read when a secret changes, and reads that one afresh', () => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-host-stores-'));
    const { calls, backend } = setUp(dir);
    backend.settings.get('theme');
    backend.settings.get('demoSellerAccount');
    backend.secrets.set('app:demo', 'key');
    expect(backend.secrets.get('app:demo')).toBe('key');
    expect(backend.secrets.get('token:demo')).toBeUndefined();
    backend.settings.get('encryptedSecrets');
    calls.length = 0;

    backend.secrets.set('token:demo', 'abc');
    // A token renewed: the theme, the Demo's account and its other secrets are not asked again; the token and the
    // setting that holds the sealed secrets are.
    expect(backend.settings.get('theme')).toBe('system');
    expect(backend.settings.get('demoSellerAccount')).toBeNull();
    expect(backend.secrets.get('app:demo')).toBe('key');
    expect(backend.secrets.get('token:demo')).toBe('abc');
    expect(Object.keys(backend.settings.get('encryptedSecrets')).sort()).toEqual(['app:demo', 'token:demo']);
    expect(calls).toEqual(['secrets.set', 'secrets.get', 'settings.get']);

    calls.length = 0;
    backend.secrets.delete('token:demo');
    expect(backend.secrets.get('token:demo')).toBeUndefined();
    expect(backend.secrets.get('app:demo')).toBe('key');
    expect(Object.keys(backend.settings.get('encryptedSecrets'))).toEqual(['app:demo']);
    expect(backend.settings.get('theme')).toBe('system');
    expect(calls).toEqual(['secrets.delete', 'secrets.get', 'settings.get']);

    calls.length = 0;
    backend.secrets.deletePrefix('app:');
    expect(backend.secrets.get('app:demo')).toBeUndefined();
    expect(backend.settings.get('encryptedSecrets')).toEqual({});
    expect(calls).toEqual(['secrets.deletePrefix', 'secrets.get', 'settings.get']);
  });

  it('seals a secret the backend sets into the host’s settings file', () => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-host-stores-'));
    const { settings, backend } = setUp(dir);
    backend.secrets.set('token:demo', 'abc');
    // The host's file holds the sealed secret, not the plain one.
    expect(JSON.stringify(settings.get('encryptedSecrets'))).not.toContain('abc');
    expect(backend.secrets.get('token:demo')).toBe('abc');
  });
});
