import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runnableUnpackedApp } from './unpacked-app.ts';

/**
 * For the release workflow's smoke journeys: Playwright's `_electron` drives the app through the Node inspector
 * (it launches with `--inspect=0`), which the shipped binary refuses (EnableNodeCliInspectArguments off). This turns
 * that one fuse back on, and nothing else; the workflow reads the shipped fuses back separately.
 *
 * - `smoke-copy.ts <dist>`: in a copy of the unpacked app electron-builder left in dist/; prints its executable.
 * - `smoke-copy.ts --in-place <binary or .app>`: in an installed app (the deb's, the NSIS one, the dmg's copy, the
 *   AppImage's extracted one), so the journey runs what the installer put there.
 */
const allowInspect = (target: string) =>
  flipFuses(target, {
    version: FuseVersion.V1,
    [FuseV1Options.EnableNodeCliInspectArguments]: true,
    // Flipping breaks the signature; arm64 macOS runs only signed code, so it is re-signed ad hoc.
    resetAdHocDarwinSignature: process.platform === 'darwin',
  });

if (process.argv[2] === '--in-place') {
  const target = resolve(process.argv[3] ?? '');
  await allowInspect(target);
  console.log(target);
} else {
  const found = runnableUnpackedApp(resolve(process.argv[2] ?? 'dist'));
  const copy = join(
    mkdtempSync(join(tmpdir(), 'stockroom-smoke-app-')),
    found.dir.endsWith('.app') ? 'Stockroom.app' : 'app',
  );
  cpSync(found.dir, copy, { recursive: true, verbatimSymlinks: true });
  await allowInspect(found.fuseTarget(copy));
  console.log(found.executable(copy));
}
