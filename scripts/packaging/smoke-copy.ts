import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * For the release workflow's smoke journey: copies the unpacked app electron-builder left in dist/ and turns the
 * one fuse Playwright needs back on in the copy. Playwright's `_electron` drives the app through the Node inspector
 * (it launches with `--inspect=0`), which the shipped binary refuses (EnableNodeCliInspectArguments off). The copy
 * differs from the installer's app by that byte only; the workflow reads the shipped fuses back separately.
 * Prints the copy's executable path.
 */
const dist = resolve(process.argv[2] ?? 'dist');
const productName = 'Stockroom';

function unpacked(): {
  dir: string;
  executable: (copy: string) => string;
  fuseTarget: (copy: string) => string;
} {
  for (const name of ['linux-unpacked', 'win-unpacked']) {
    const dir = join(dist, name);
    if (existsSync(dir)) {
      const exe = name === 'linux-unpacked' ? 'stockroom' : `${productName}.exe`;
      return { dir, executable: (copy) => join(copy, exe), fuseTarget: (copy) => join(copy, exe) };
    }
  }
  // electron-builder's dir target puts x64 in mac/ and arm64 in mac-arm64/: take the runner's own.
  const macDirs = readdirSync(dist).filter(
    (d) => d.startsWith('mac') && existsSync(join(dist, d, `${productName}.app`)),
  );
  const mac = macDirs.find((d) => (process.arch === 'arm64') === d.endsWith('arm64')) ?? macDirs[0];
  if (mac) {
    const app = `${productName}.app`;
    return {
      dir: join(dist, mac, app),
      executable: (copy) => join(copy, 'Contents/MacOS', productName),
      fuseTarget: (copy) => copy,
    };
  }
  throw new Error(
    `No unpacked app in ${dist} (looked for linux-unpacked, win-unpacked, mac*/${productName}.app).`,
  );
}

const found = unpacked();
const copy = join(
  mkdtempSync(join(tmpdir(), 'stockroom-smoke-app-')),
  found.dir.endsWith('.app') ? `${productName}.app` : 'app',
);
cpSync(found.dir, copy, { recursive: true, verbatimSymlinks: true });
await flipFuses(found.fuseTarget(copy), {
  version: FuseVersion.V1,
  [FuseV1Options.EnableNodeCliInspectArguments]: true,
  resetAdHocDarwinSignature: process.platform === 'darwin',
});
console.log(found.executable(copy));
