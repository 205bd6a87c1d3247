import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_CHANNEL } from '../../../shared/ipc/types.ts';
import { startShell, type Shell } from '../electron/testing/start-shell.test-support.ts';

/** The desktop app with its backend on its own thread (the default), on the fake electron. */
describe('the backend thread in the desktop app', () => {
  let shell: Shell | undefined;
  afterEach(async () => {
    await shell?.stop();
    shell = undefined;
  });

  it('reaches the marketplace through Electron’s network on the main thread, answer and all', async () => {
    shell = await startShell({ thread: true });
    const report = (await shell.invoke('testConnection', { profileId: 'demo' })) as {
      ok: boolean;
      value: { seller: { ok: boolean }; affiliate: { ok: boolean } };
    };
    expect(report).toMatchObject({ ok: true, value: { seller: { ok: true }, affiliate: { ok: true } } });
    // The token and the probes went out through net.fetch, to the Demo marketplace's loopback address.
    expect(shell.fake.os.netFetches.some((url) => url.includes('/oauth-service/oauth/token'))).toBe(true);
    expect(shell.fake.os.netFetches.every((url) => url.startsWith('http://127.0.0.1:'))).toBe(true);
  });

  it('keeps secrets with the main thread: sealed by safeStorage into the settings file', async () => {
    shell = await startShell({ thread: true });
    const created = (await shell.invoke('saveProfile', {
      name: 'Shop two',
      kind: 'custom',
      sellerBaseUrl: 'https://api.example.com/sellers',
      authUrl: 'https://api.example.com',
      affiliateBaseUrl: 'https://affiliate.example.com',
    })) as { ok: boolean; value: { id: string } };
    expect(created.ok).toBe(true);
    const saved = await shell.invoke('setAffiliateCredentials', {
      profileId: created.value.id,
      trackingId: 'trk-2',
      token: 'affiliate-secret-9',
    });
    expect(saved).toMatchObject({ ok: true });
    const config = readFileSync(join(shell.dataDir, 'config.json'), 'utf8');
    expect(config).not.toContain('affiliate-secret-9');
    // The fake safeStorage reverses the bytes: the sealed value is there, as the main thread sealed it.
    expect(config).toContain(Buffer.from('affiliate-secret-9').reverse().toString('base64'));
  });

  it('streams the backend’s events to the window as they happen', async () => {
    shell = await startShell({ thread: true });
    await shell.invoke('takeDesktopCommands');
    shell.backend!.desktop.send({ command: 'navigate', screen: 'feeds' });
    await vi.waitFor(() =>
      expect(
        shell!.win!.webContents.sent.filter(
          ([channel, name]) => channel === IPC_EVENT_CHANNEL && name === 'desktopCommand',
        ),
      ).toEqual([[IPC_EVENT_CHANNEL, 'desktopCommand', { command: 'navigate', screen: 'feeds' }]]),
    );
  });

  it('answers every call after it stopped with a sentence, not silence', async () => {
    shell = await startShell({ thread: true });
    await shell.backend!.close();
    expect(await shell.invoke('listProfiles')).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'Stockroom is closing, or its backend stopped: restart the app.' },
    });
  });
});
