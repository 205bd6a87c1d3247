import { build, Platform, type Configuration } from 'electron-builder';
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
 * The repository's configuration (files, asar, fuses hook) for the build in `outDir`, packaged against a stand-in
 * Electron into `<workDir>/dist`: needs no download.
 */
export function standInBuildConfig(outDir: string, workDir: string): Configuration {
  const output = join(workDir, 'dist');
  mkdirSync(output, { recursive: true });
  const [, ...rest] = config.files as string[];
  return {
    ...config,
    // The build of this run, in the place package.json's `main` expects it (out/).
    files: [
      'package.json',
      { from: outDir, to: 'out', filter: ['**/*'] },
      ...rest.filter((f) => f !== 'out/**/*'),
    ],
    electronDist: writeStandInElectron(join(workDir, 'electron-dist')),
    directories: { ...config.directories, output },
  };
}

/**
 * Packages the unpacked Linux app (electron-builder's `dir` target) from a build in `outDir`, against a stand-in
 * Electron, with the repository's own configuration (files, asar, fuses hook). Needs no download.
 */
export async function packDir(outDir: string, workDir: string): Promise<PackedDir> {
  const output = join(workDir, 'dist');
  await build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir'),
    config: standInBuildConfig(outDir, workDir),
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
