import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/**
 * `npm run dist`: builds the app, then the installers for this OS into dist/ (Linux: AppImage and deb; Windows:
 * NSIS; macOS: dmg for x64 and arm64). electron-builder downloads Electron and its packaging tools on first use,
 * so this needs internet; where they cannot be downloaded it says so in one sentence rather than a stack.
 * Arguments after `--` go to electron-builder (e.g. `npm run dist -- --linux deb`).
 */
const root = resolve(import.meta.dirname, '../..');
const run = (args: string[], capture: boolean) =>
  spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: capture ? 'pipe' : 'inherit' });

const build = run([join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], false);
if (build.status !== 0) process.exit(build.status ?? 1);

const builder = run(
  [
    join(root, 'node_modules/electron-builder/cli.js'),
    '--config',
    'electron-builder.config.ts',
    ...process.argv.slice(2),
  ],
  true,
);
process.stdout.write(builder.stdout ?? '');
const output = `${builder.stdout ?? ''}\n${builder.stderr ?? ''}`;
if (builder.status === 0) process.exit(0);

/** Network failures of a download, as Node names them. */
const DOWNLOAD_FAILURE = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH)\b/;
if (DOWNLOAD_FAILURE.test(output)) {
  console.error(
    'npm run dist needs internet: electron-builder downloads Electron and its packaging tools, and they could not be ' +
      `downloaded here (${DOWNLOAD_FAILURE.exec(output)?.[0]}). \`npm run pack:dir\` packages the app against a ` +
      'stand-in Electron instead, to look inside it; the installers are built by the release workflow.',
  );
} else {
  process.stderr.write(builder.stderr ?? '');
}
process.exit(builder.status ?? 1);
