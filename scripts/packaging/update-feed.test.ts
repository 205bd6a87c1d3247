import { afterEach, describe, expect, it, vi } from 'vitest';

/** electron-builder writes latest*.yml (and app-update.yml in the app) only when `publish` names a feed. */
const loadConfig = async () => {
  vi.resetModules();
  return (await import('../../electron-builder.config.ts')).default;
};
afterEach(() => vi.unstubAllEnvs());

describe('the update feed in the builder configuration', () => {
  it('in the release workflow: GitHub releases of the repository, and a mac zip for electron-updater', async () => {
    vi.stubEnv('GITHUB_REPOSITORY', 'stockroom-app/stockroom');
    const config = await loadConfig();
    expect(config.publish).toEqual([
      { provider: 'github', owner: 'stockroom-app', repo: 'stockroom', releaseType: 'draft' },
    ]);
    const mac = (config.mac?.target ?? []) as { target: string; arch: string[] }[];
    expect(mac.map((t) => t.target)).toEqual(['dmg', 'zip']);
    expect(mac.find((t) => t.target === 'zip')?.arch).toEqual(['x64', 'arm64']);
  });

  it('in a local build: no feed, so the app never looks for updates', async () => {
    vi.stubEnv('GITHUB_REPOSITORY', '');
    expect((await loadConfig()).publish).toBeNull();
  });
});
