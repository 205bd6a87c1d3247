import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const productName = 'Stockroom';

export interface UnpackedApp {
  /** The folder (or .app bundle) electron-builder's dir target left in dist/. */
  dir: string;
  /** The binary to launch, inside a copy of `dir`. */
  executable: (copy: string) => string;
  /** What carries the fuse wire (the binary; the bundle on macOS), inside a copy of `dir`. */
  fuseTarget: (copy: string) => string;
}

/** Every unpacked app in dist/, in each OS's layout: linux-unpacked/, win-unpacked/, mac/ and mac-arm64/. */
export function unpackedApps(dist: string): UnpackedApp[] {
  const found: UnpackedApp[] = [];
  for (const [name, exe] of [
    ['linux-unpacked', 'stockroom'],
    ['win-unpacked', `${productName}.exe`],
  ] as const) {
    if (existsSync(join(dist, name, exe)))
      found.push({ dir: join(dist, name), executable: (c) => join(c, exe), fuseTarget: (c) => join(c, exe) });
  }
  const app = `${productName}.app`;
  for (const mac of existsSync(dist) ? readdirSync(dist).sort() : [])
    if (mac.startsWith('mac') && existsSync(join(dist, mac, app)))
      found.push({
        dir: join(dist, mac, app),
        executable: (c) => join(c, 'Contents/MacOS', productName),
        fuseTarget: (c) => c,
      });
  return found;
}

/** The unpacked app this machine can run (on macOS, x64 in mac/ and arm64 in mac-arm64/). */
export function runnableUnpackedApp(dist: string, arch: string = process.arch): UnpackedApp {
  const apps = unpackedApps(dist);
  const app =
    apps.find((a) => basename(dirname(a.dir)) === (arch === 'arm64' ? 'mac-arm64' : 'mac')) ??
    apps.find((a) => !a.dir.endsWith('.app')) ??
    apps[0];
  if (!app)
    throw new Error(
      `No unpacked app in ${dist} (looked for linux-unpacked, win-unpacked, mac*/${productName}.app).`,
    );
  return app;
}
