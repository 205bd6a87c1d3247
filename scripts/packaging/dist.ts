import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { explainDistFailure } from './dist-failure.ts';
import { signingEnv } from './signing-env.ts';
import { runStreamed } from './streamed-run.ts';

/**
 * `npm run dist`: builds the app, then the installers for this OS into dist/ (Linux: AppImage and deb; Windows:
 * NSIS; macOS: dmg for x64 and arm64). electron-builder downloads Electron and its packaging tools on first use,
 * so this needs internet; where they cannot be downloaded it says so in one sentence rather than a stack.
 * Arguments after `--` go to electron-builder (e.g. `npm run dist -- --linux deb`). Signing secrets reach
 * electron-builder per OS (signing-env.ts).
 */
const root = resolve(import.meta.dirname, '../..');
const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// Streamed: a job that times out shows how far it got, and a long build is never cut off by a buffer.
const builder = await runStreamed(
  process.execPath,
  [
    join(root, 'node_modules/electron-builder/cli.js'),
    '--config',
    'electron-builder.config.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, env: signingEnv(process.platform, process.env) },
);
if (builder.status === 0) process.exit(0);
// electron-builder's own error has already shown; the sentence only explains it.
const sentence = explainDistFailure(builder.stderrTail);
if (sentence) console.error(sentence);
process.exit(builder.status);
