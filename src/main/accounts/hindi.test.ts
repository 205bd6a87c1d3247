import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EventBus } from '../backend/event-bus.ts';
import { startDemoMarketplace } from '../hosts/start-demo-marketplace.ts';
import { accountsCalls } from '../../shared/accounts/contract.ts';
import { speakContractWith } from '../../shared/accounts/contract-words.ts';
import { setBackendLanguage, t } from '../i18n/backend-language.ts';
import { openConfSettings } from '../storage/settings.ts';
import { DemoMarketplaceHandle } from './demo-marketplace.ts';
import { notOwn } from './not-own.ts';
import { ProfilesService } from './profiles-service.ts';
import { MemorySecretStore } from './secret-store.ts';

/** The accounts' refusals in the language the screens speak: Hindi here. */
describe('accounts in Hindi', () => {
  const dirs: string[] = [];
  afterEach(() => {
    setBackendLanguage('en');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to remove the Demo profile, and a second profile named like the first, in Hindi', () => {
    setBackendLanguage('hi');
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-hindi-'));
    dirs.push(dir);
    const profiles = new ProfilesService(
      openConfSettings(dir),
      new MemorySecretStore(),
      new DemoMarketplaceHandle(startDemoMarketplace),
      new EventBus(),
    );
    expect(() => profiles.remove('demo')).toThrow('डेमो प्रोफ़ाइल पहले से बनी है और हटाई नहीं जा सकती।');
    profiles.save({ name: 'Shop', kind: 'production' });
    expect(() => profiles.save({ name: 'shop', kind: 'sandbox' })).toThrow(
      '“Shop” पहले से दूसरी प्रोफ़ाइल का नाम है: कोई और नाम चुनें, या उसी प्रोफ़ाइल को बदलें।',
    );
  });

  it("refuses another profile's SKUs in Hindi, the SKUs kept as they are", () => {
    setBackendLanguage('hi');
    expect(notOwn('sku', ['A-1', 'B-2', 'C-3', 'D-4'], 'कुछ नहीं बदला').message).toBe(
      'SKU A-1, B-2, C-3 और 1 और इस प्रोफ़ाइल की लिस्टिंग में नहीं हैं (शायद किसी दूसरी प्रोफ़ाइल के हैं), इसलिए कुछ नहीं बदला। इन्हें इसी प्रोफ़ाइल की मेरी लिस्टिंग स्क्रीन पर चुनें।',
    );
  });

  it('refuses an empty tracking id in Hindi, where the backend checks the contract', () => {
    speakContractWith(t);
    setBackendLanguage('hi');
    const parsed = accountsCalls.setAffiliateCredentials.input.safeParse({
      profileId: 'p1',
      trackingId: ' ',
      token: 'x',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['ट्रैकिंग आईडी ज़रूरी है']);
  });
});
