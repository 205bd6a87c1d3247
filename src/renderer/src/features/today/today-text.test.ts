import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { useLanguage } from '../../i18n/index.ts';
import { sourceSentence, todayCounts } from './today-text.ts';

describe("where Today's figures come from", () => {
  const at = Date.parse('2026-11-24T09:15:00Z');
  const zone = 'Asia/Kolkata';

  it('does not say "offline copy" while the marketplace answers', () => {
    const online = sourceSentence(at, zone, { marketplace: 'online', lastSyncAt: '2026-11-24T09:00:00Z' });
    expect(online).toBe(`Counted ${dateTimeLabel(at, zone)}.`);
    expect(online).not.toContain('offline');
    expect(sourceSentence(at, zone, null)).not.toContain('offline');
  });

  it('says it when the marketplace did not answer, with how old the orders are', () => {
    const synced = '2026-11-24T06:30:00Z';
    expect(sourceSentence(at, zone, { marketplace: 'offline', lastSyncAt: synced })).toBe(
      `From the offline copy: the marketplace is not answering; orders as of ${dateTimeLabel(Date.parse(synced), zone)}.`,
    );
  });
});

describe('Today in Hindi', () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it('says where the figures come from, and names the counts, in Hindi with Hindi month names', () => {
    useLanguage.setState({ language: 'hi' });
    const at = Date.parse('2026-11-24T09:15:00Z');
    const said = sourceSentence(at, 'Asia/Kolkata', {
      marketplace: 'offline',
      lastSyncAt: '2026-11-24T06:30:00Z',
    });
    expect(said).toContain('ऑफ़लाइन');
    expect(said).toContain('नव॰');
    expect(said).not.toMatch(/[A-Za-z]{3,}/);
    expect(todayCounts().map((c) => c.label)).toContain('आज पैक करने हैं');
  });
});
