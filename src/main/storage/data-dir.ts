import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';

export const DATA_DIR_ENV = 'STOCKROOM_DATA_DIR';

/** `--data-dir PATH` or `--data-dir=PATH` from a command line, if given. */
export function dataDirFromArgs(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--data-dir') return argv[i + 1];
    if (arg.startsWith('--data-dir=')) return arg.slice('--data-dir='.length);
  }
  return undefined;
}

/** Where Electron keeps userData on this OS for an app named Stockroom; the web host uses the same folder. */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Stockroom');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Stockroom');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Stockroom');
}

/** The data folder: the command line wins, then STOCKROOM_DATA_DIR, then the OS default. Created if missing. */
export function resolveDataDir(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  fallback = defaultDataDir(env),
): string {
  const chosen = dataDirFromArgs(argv) ?? env[DATA_DIR_ENV] ?? fallback;
  const dir = isAbsolute(chosen) ? chosen : resolve(chosen);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}
