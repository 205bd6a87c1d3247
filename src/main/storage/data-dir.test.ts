import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_ENV, dataDirFromArgs, defaultDataDir, resolveDataDir } from './data-dir.ts';

describe('data folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'stockroom-dir-'));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads --data-dir in both spellings', () => {
    expect(dataDirFromArgs(['--data-dir', '/a'])).toBe('/a');
    expect(dataDirFromArgs(['x', '--data-dir=/b'])).toBe('/b');
    expect(dataDirFromArgs(['--port', '1'])).toBeUndefined();
  });

  it('prefers the command line, then STOCKROOM_DATA_DIR, then the OS default, and creates the folder', () => {
    const fromArgs = join(root, 'args');
    const fromEnv = join(root, 'env');
    expect(resolveDataDir(['--data-dir', fromArgs], { [DATA_DIR_ENV]: fromEnv })).toBe(fromArgs);
    expect(existsSync(fromArgs)).toBe(true);
    expect(resolveDataDir([], { [DATA_DIR_ENV]: fromEnv })).toBe(fromEnv);
    expect(resolveDataDir([], {}, join(root, 'fallback'))).toBe(join(root, 'fallback'));
  });

  it('defaults to where Electron keeps userData for Stockroom', () => {
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/x' }, 'linux')).toBe('/x/Stockroom');
    expect(defaultDataDir({ APPDATA: 'C:/Users/a/AppData/Roaming' }, 'win32')).toBe(
      join('C:/Users/a/AppData/Roaming', 'Stockroom'),
    );
  });
});
