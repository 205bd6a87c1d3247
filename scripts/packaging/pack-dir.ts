import { build, Platform } from 'electron-builder';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import config from '../../electron-builder.config.ts';
import { buildInto } from './build-into.ts';
import { writeStandInElectron } from './stand-in-electron.ts';

export { buildInto };

export const ROOT = resolve(import.meta.dirname, '../..');

export interface PackedDir {
  /** The unpacked app folder (linux-unpacked), with the stand-in binary renamed to the app's executable. */
  appOutDir: string;
  asarPath: string;
  executable: string;
}

/**
 * Packages the unpacked Linux app (electron-builder's `dir` target) from a build in `outDir`, against a stand-in
 * Electron, with the repository's own configuration (files, asar, fuses hook). Needs no download.
 */
export async function packDir(outDir: string, workDir: string): Promise<PackedDir> {
  const standIn = writeStandInElectron(join(workDir, 'electron-dist'));
  const output = join(workDir, 'dist');
  mkdirSync(output, { recursive: true });
  const [, ...rest] = config.files as string[];
  await build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir'),
    config: {
      ...config,
      // The build of this run, in the place package.json's `main` expects it (out/).
      files: [
        'package.json',
        { from: outDir, to: 'out', filter: ['**/*'] },
        ...rest.filter((f) => f !== 'out/**/*'),
      ],
      electronDist: standIn,
      directories: { ...config.directories, output },
    },
  });
  const appOutDir = join(output, 'linux-unpacked');
  return {
    appOutDir,
    asarPath: join(appOutDir, 'resources/app.asar'),
    executable: join(appOutDir, 'stockroom'),
  };
}

// `npm run pack:dir [folder]`: the same packaging by hand, for a look inside.
if (import.meta.main) {
  const workDir = resolve(process.argv[2] ?? join(ROOT, 'dist/pack-dir'));
  const packed = await packDir(buildInto(workDir), workDir);
  console.log(`Packaged against a stand-in Electron: ${packed.appOutDir}`);
}
