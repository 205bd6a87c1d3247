import { FuseV1Options, FuseVersion, flipFuses, type FuseV1Config } from '@electron/fuses';
import { join } from 'node:path';

/**
 * Electron's fuses, flipped in the packaged binary (they cannot be changed at run time): the app cannot be turned
 * into a plain Node (`ELECTRON_RUN_AS_NODE`), nor given code through `NODE_OPTIONS` or `--inspect`; cookies are
 * encrypted at rest; the app loads only from its asar, whose integrity is checked where Electron supports it
 * (macOS and Windows). The rest keep Electron's defaults.
 */
export const FUSES = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
} satisfies FuseV1Config;

/** What electron-builder hands the afterPack hook (the part of `AfterPackContext` read here). */
export interface PackedApp {
  appOutDir: string;
  electronPlatformName: string;
  packager: { appInfo: { productFilename: string }; executableName?: string };
}

/** The file that carries the fuse wire in a packaged app, per platform. */
export function packagedBinary({ appOutDir, electronPlatformName, packager }: PackedApp): string {
  const name = packager.appInfo.productFilename;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas')
    return join(appOutDir, `${name}.app`);
  if (electronPlatformName === 'win32') return join(appOutDir, `${name}.exe`);
  return join(appOutDir, packager.executableName ?? name.toLowerCase());
}

/** electron-builder's afterPack hook: runs before signing, so a signature covers the flipped binary. */
export async function flipFusesAfterPack(context: PackedApp): Promise<void> {
  const binary = packagedBinary(context);
  // Flipping fuses breaks an ad-hoc signature; arm64 macOS refuses to run an unsigned binary.
  await flipFuses(binary, { ...FUSES, resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' });
}
