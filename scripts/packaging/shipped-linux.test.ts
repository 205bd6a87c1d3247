import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, Platform } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../electron-builder.config.ts';
import { ROOT, buildInto, standInBuildConfig } from './pack-dir.ts';

/**
 * What the deb ships, read from a real one: electron-builder builds it with the repository's configuration and the
 * release's feed (GitHub releases), against the stand-in Electron, with fpm stood in by Debian's dpkg-deb
 * (testing/fpm-stand-in.ts). The AppImage cannot be built here: its runtime and tools come from GitHub only
 * (appimage-runtime.test.ts checks the configuration that picks them).
 */
const hasDpkgDeb = spawnSync('dpkg-deb', ['--version']).status === 0;
let work: string;
let deb: string;
let extracted: string;

beforeAll(async () => {
  if (!hasDpkgDeb) return;
  work = mkdtempSync(join(tmpdir(), 'stockroom-deb-'));
  const outDir = buildInto(work);
  const fpm = join(work, 'fpm');
  writeFileSync(
    fpm,
    `#!/bin/sh\nexec "${process.execPath}" "${join(import.meta.dirname, 'testing/fpm-stand-in.ts')}" "$@"\n`,
  );
  chmodSync(fpm, 0o755);
  process.env.CUSTOM_FPM_PATH = fpm;
  try {
    await build({
      projectDir: ROOT,
      targets: Platform.LINUX.createTarget('deb'),
      publish: 'never',
      config: {
        ...standInBuildConfig(outDir, work),
        // As in the release workflow (GITHUB_REPOSITORY set).
        publish: [{ provider: 'github', owner: 'stockroom-app', repo: 'stockroom', releaseType: 'draft' }],
        extraMetadata: { ...config.extraMetadata, homepage: 'https://github.com/stockroom-app/stockroom' },
      },
    });
  } finally {
    delete process.env.CUSTOM_FPM_PATH;
  }
  deb = join(work, 'dist', 'stockroom_0.1.0_amd64.deb');
  extracted = join(work, 'deb-root');
  execFileSync('dpkg-deb', ['-R', deb, extracted]);
}, 240_000);
afterAll(() => work && rmSync(work, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(extracted, path), 'utf8');

describe.runIf(hasDpkgDeb)('the deb, as electron-builder builds it', () => {
  it('is named as the release workflow expects, and its control names Stockroom', () => {
    expect(existsSync(deb)).toBe(true);
    const control = read('DEBIAN/control');
    expect(control).toMatch(/^Package: stockroom$/m);
    expect(control).toMatch(/^Version: 0\.1\.0$/m);
    expect(control).toMatch(/^Architecture: amd64$/m);
    expect(control).toMatch(/^Maintainer: Stockroom <desktop@stockroom\.invalid>$/m);
    expect(control).toMatch(/^Homepage: https:\/\/github\.com\/stockroom-app\/stockroom$/m);
    expect(control).toMatch(/^Depends: .*libnss3/m);
  });

  it('tells electron-updater it is a deb with a feed: package-type deb and app-update.yml naming the releases', () => {
    expect(read('opt/Stockroom/resources/package-type')).toBe('deb');
    const feed = read('opt/Stockroom/resources/app-update.yml');
    expect(feed).toMatch(/^provider: github$/m);
    expect(feed).toMatch(/^owner: stockroom-app$/m);
    expect(feed).toMatch(/^repo: stockroom$/m);
  });

  it('installs a desktop entry that starts the installed binary with the sandbox on and offers it for CSV', () => {
    const entry = read('usr/share/applications/stockroom.desktop');
    expect(entry).toMatch(/^Exec=\/opt\/Stockroom\/stockroom %U$/m);
    expect(entry).not.toMatch(/--no-sandbox/);
    expect(entry).toMatch(/^MimeType=text\/csv;?$/m);
    expect(entry).toMatch(/^StartupWMClass=stockroom$/m);
  });

  it('its after-install script loads the AppArmor profile that gives the binary its user namespaces', () => {
    const postinst = read('DEBIAN/postinst');
    expect(postinst).toMatch(/apparmor_parser/);
    const profile = read('opt/Stockroom/resources/apparmor-profile');
    expect(profile).toMatch(/\/opt\/Stockroom\/stockroom/);
    expect(profile).toMatch(/userns,/);
  });
});
