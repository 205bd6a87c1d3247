import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS, type Settings, type SettingsStore } from '../storage/settings.ts';
import { diagnosticsReport } from './diagnostics-report.ts';

const store = (values: Partial<Record<keyof Settings, unknown>>): SettingsStore => ({
  get: (key) => (key in values ? values[key] : SETTINGS_DEFAULTS[key]) as never,
  set: () => undefined,
});

describe('the diagnostics report', () => {
  it('keeps what helps (versions, settings, the profiles’ shape) and drops every secret', () => {
    const report = diagnosticsReport({
      appVersion: '0.2.0',
      versions: { electron: '45.4.1', chrome: '142.0', node: '24.21.0' },
      platform: 'win32',
      arch: 'x64',
      dataDir: 'C:\\Users\\s\\AppData\\Roaming\\Stockroom',
      settings: store({
        encryptedSecrets: { 'shop:refreshToken': 'U0VBTEVEX1RPS0VO', 'shop:clientSecret': 'U0VBTEVEX0NT' },
        weakSecretStorageChosen: true,
        profiles: [
          {
            id: 'shop',
            name: 'My shop',
            kind: 'custom',
            sellerBaseUrl: 'https://seller:hunter2@api.example/v1?api_key=AK_LIVE',
            authUrl: 'https://auth.example/',
            affiliateBaseUrl: 'https://aff.example/',
            thirdParty: { appId: 'app-123', clientSecret: 'CS_PLAIN', redirectUri: 'http://127.0.0.1/cb' },
          },
        ],
      }),
      logFiles: [],
      now: new Date('2026-11-27T12:00:00.000Z'),
    });
    expect(report).toContain('Stockroom 0.2.0');
    expect(report).toContain('OS win32 x64');
    expect(report).toContain('"name": "My shop"');
    expect(report).toContain('"appId": "app-123"');
    expect(report).toContain('"weakSecretStorageChosen": true');
    expect(report).toContain('"clientSecret": "[removed]"');
    expect(report).toContain('Sealed secrets: 2 (not included)');
    expect(report).toContain('## Log\n(empty)');
    for (const secret of [
      'U0VBTEVEX1RPS0VO',
      'U0VBTEVEX0NT',
      'hunter2',
      'AK_LIVE',
      'CS_PLAIN',
      'refreshToken',
    ])
      expect(report, secret).not.toContain(secret);
  });
});
