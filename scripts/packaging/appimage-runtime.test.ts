import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import config from '../../electron-builder.config.ts';

/**
 * The AppImage starts on a stock Ubuntu 22.04/24.04, Fedora or Arch only with the static runtime: the legacy one
 * (electron-builder 26's default, toolset 0.0.0) dlopens libfuse.so.2, which those systems no longer install.
 * electron-builder's own toolset table (app-builder-lib/out/toolsets/linux.js) says which bundle each version is:
 * 0.0.0 is appimage-12.0.1 (the FUSE2 runtime), the others the type-2 runtime of 2025-11-08 (static).
 */
// app-builder-lib is electron-builder's own dependency: resolved from it.
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder'));
const { appimageChecksums } = fromBuilder('app-builder-lib/out/toolsets/linux.js') as {
  appimageChecksums: Record<string, Record<string, string>>;
};

describe('the AppImage runtime', () => {
  it('is the static runtime bundle, not the FUSE 2 one', () => {
    const version = config.toolsets?.appimage;
    expect(version).toBe('1.0.3');
    expect(Object.keys(appimageChecksums[version!] ?? {})).toEqual([
      'appimage-tools-runtime-20251108.tar.gz',
    ]);
    expect(Object.keys(appimageChecksums['0.0.0']!)).toEqual(['appimage-12.0.1.7z']);
  });

  it('leaves the sandbox to AppRun: the desktop entry passes no --no-sandbox with either runtime', () => {
    expect(config.appImage?.executableArgs).toEqual([]);
  });
});
