import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Builds the app (main, preload, renderer) into `<workDir>/out` with electron-vite; answers that folder. */
export function buildInto(workDir: string): string {
  const outDir = join(workDir, 'out');
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'),
      'build',
      '--outDir',
      outDir,
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`The build failed:\n${run.stderr || run.stdout}`);
  return outDir;
}
