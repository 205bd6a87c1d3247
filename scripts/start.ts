import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * `npm start`: builds Stockroom and opens the desktop app. Where the Electron runtime cannot be had (an offline
 * install, or a machine that cannot download it), it says so and serves the same app in the browser instead.
 * Arguments after `--` go to the app (`npm start -- --data-dir /tmp/demo`).
 */
const args = process.argv.slice(2);
const root = join(dirname(new URL(import.meta.url).pathname), '..');
const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));

const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
  { stdio: 'inherit', cwd: root },
);
if (build.status !== 0) process.exit(build.status ?? 1);

/** The Electron binary, fetching it once if this install does not have it yet; null where that is impossible. */
function electronBinary(): string | null {
  const pathFile = join(electronDir, 'path.txt');
  const binary = () =>
    existsSync(pathFile) ? join(electronDir, 'dist', readFileSync(pathFile, 'utf8')) : null;
  const present = binary();
  if (present && existsSync(present)) return present;
  const fetched = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    stdio: 'ignore',
    timeout: 120_000,
  });
  const after = binary();
  return fetched.status === 0 && after && existsSync(after) ? after : null;
}

const electron = electronBinary();
const child = electron
  ? spawn(electron, [root, ...args], { stdio: 'inherit' })
  : (console.log(
      'The Electron runtime could not be downloaded on this machine, so Stockroom opens in your browser instead.',
    ),
    spawn(process.execPath, [join(root, 'out/main/web-host.js'), ...args], { stdio: 'inherit' }));
// A child stopped by a signal (code null) did not finish cleanly either.
child.on('exit', (code, signal) =>
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
