import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { explainDistFailure } from './dist-failure.ts';
import { signingEnv } from './signing-env.ts';

/**
 * `npm run dist`: builds the app, then the installers for this OS into dist/ (Linux: AppImage and deb; Windows:
 * NSIS; macOS: dmg for x64 and arm64). electron-builder downloads Electron and its packaging tools on first use,
 * so this needs internet; where they cannot be downloaded it says so in one sentence rather than a stack.
 * Arguments after `--` go to electron-builder (e.g. `npm run dist -- --linux deb`). Signing secrets reach
 * electron-builder per OS (signing-env.ts).
 */
const root = resolve(import.meta.dirname, '../..');
const run = (args: string[], capture: boolean, env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: capture ? 'pipe' : 'inherit',
  });

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
  signingEnv(process.platform, process.env),
);
process.stdout.write(builder.stdout ?? '');
if (builder.status === 0) process.exit(0);
// electron-builder's own error always shows; the sentence only explains it.
process.stderr.write(builder.stderr ?? '');
const sentence = explainDistFailure(builder.stderr ?? '');
if (sentence) console.error(sentence);
process.exit(builder.status ?? 1);
