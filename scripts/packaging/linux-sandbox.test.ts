import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import config from '../../electron-builder.config.ts';
import { pathToFileURL } from 'node:url';

/**
 * Electron's sandbox on Linux needs unprivileged user namespaces, or a root-owned SUID chrome-sandbox. Ubuntu
 * 24.04+ restricts the namespaces through AppArmor, and an AppImage's FUSE mount can never hold a SUID file, so
 * there an AppImage must start with --no-sandbox or it aborts; everywhere else the sandbox should stay on.
 */
const root = join(import.meta.dirname, '../..');
const builderLib = join(root, 'node_modules/app-builder-lib');
// electron-builder's own AppRun (app-builder-lib, electron-builder's engine): the script every AppImage it builds
// starts with.
const { generateAppRunScript } = (await import(
  pathToFileURL(join(builderLib, 'out/targets/appimage/appImageUtil.js')).href
)) as { generateAppRunScript: (config: Record<string, unknown>) => string };
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The arguments the app binary gets when AppRun is started with `args`, on a machine whose `unshare` exits so. */
function appRunPassesOn(unshareExit: number, args: string[]): string[] {
  dir = mkdtempSync(join(tmpdir(), 'stockroom-apprun-'));
  const appDir = join(dir, 'squashfs-root');
  const bin = join(dir, 'bin');
  mkdirSync(appDir);
  mkdirSync(bin);
  const appRun = generateAppRunScript({
    ExecutableName: 'stockroom',
    ProductName: 'Stockroom',
    ProductFilename: 'Stockroom',
    DesktopFileName: 'stockroom.desktop',
    ResourceName: 'stockroom',
  });
  writeFileSync(join(appDir, 'AppRun'), appRun, { mode: 0o755 });
  writeFileSync(join(appDir, 'stockroom'), `#!/bin/bash\nprintf '%s\\n' "$@" > "${join(dir, 'args')}"\n`);
  chmodSync(join(appDir, 'stockroom'), 0o755);
  // Ubuntu 24.04's restriction: `unshare -Ur` is refused for an unconfined unprivileged process.
  writeFileSync(join(bin, 'unshare'), `#!/bin/bash\nexit ${unshareExit}\n`, { mode: 0o755 });
  const run = spawnSync(join(appDir, 'AppRun'), args, {
    env: { PATH: `${bin}:/usr/bin:/bin`, APPDIR: appDir, HOME: dir },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return readFileSync(join(dir, 'args'), 'utf8').split('\n').filter(Boolean);
}

describe('the Linux sandbox, as each package starts the app', () => {
  it('the AppImage’s desktop entry does not turn the sandbox off for everyone', () => {
    // AppImageTarget: Exec = AppRun + (appImage.executableArgs ?? ['--no-sandbox']) + %U (legacy runtime).
    const args = config.appImage?.executableArgs ?? ['--no-sandbox'];
    expect(args).not.toContain('--no-sandbox');
    expect(config.linux?.executableArgs ?? []).not.toContain('--no-sandbox');
  });

  // AppRun is a bash script: run where bash runs scripts by path (here, the Linux and macOS runners).
  it.runIf(process.platform !== 'win32')(
    'AppRun adds --no-sandbox where user namespaces are refused (Ubuntu 24.04+), and only there',
    () => {
      const file = 'file:///home/s/My%20Orders.csv';
      expect(appRunPassesOn(1, [file])).toEqual(['--no-sandbox', file]);
      expect(appRunPassesOn(0, [file])).toEqual([file]);
    },
  );

  it('the deb keeps electron-builder’s AppArmor profile, which gives the installed binary its namespaces', () => {
    expect(config.deb?.appArmorProfile).toBeUndefined();
    const profile = readFileSync(join(builderLib, 'templates/linux/apparmor-profile.tpl'), 'utf8');
    expect(profile).toMatch(
      /profile "\$\{executable\}" "\/opt\/\$\{sanitizedProductName\}\/\$\{executable\}"/,
    );
    expect(profile).toMatch(/^\s*userns,$/m);
    const afterInstall = readFileSync(join(builderLib, 'templates/linux/after-install.tpl'), 'utf8');
    expect(afterInstall).toContain('apparmor_parser --replace');
  });

  it('desktopName names the deb’s desktop entry, and there is a homepage', () => {
    expect(config.extraMetadata?.desktopName).toBe('stockroom.desktop');
    expect(config.linux?.syncDesktopName).toBe(true);
    expect(config.extraMetadata?.homepage).toMatch(/^https:\/\//);
  });
});
