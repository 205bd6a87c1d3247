import { afterEach, describe, expect, it } from 'vitest';
import { t, useLanguage } from '../../i18n/index.ts';
import { shipmentColumns } from './columns.tsx';
import { coversSentence } from './covers.ts';
import { shipmentsTable } from './export-xlsx.ts';
import { partLabel } from './part-label.ts';
import { dispatchCountdown, when } from './format.ts';

const english = (text: string) => text.match(/[A-Za-z]{3,}/g) ?? [];

describe('Shipments in Hindi', () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it('heads the grid and the Excel export in Hindi, SKU and FSN as sellers write them', () => {
    useLanguage.setState({ language: 'hi' });
    const headers = shipmentColumns().map((c) => c.headerName ?? '');
    expect(headers).toContain('डिस्पैच की आख़िरी तारीख');
    expect(headers.flatMap(english).filter((w) => w !== 'SKU' && w !== 'FSN')).toEqual([]);
    const table = shipmentsTable([]);
    expect(table.sheet).toBe('शिपमेंट');
    expect(table.columns.map((c) => c.header)).toContain('स्थिति');
  });

  it('marks the grid columns that show data as not to translate', () => {
    const data = shipmentColumns()
      .filter((c) => c.cellClass === 'no-translate')
      .map((c) => c.colId);
    expect(data).toEqual(expect.arrayContaining(['skus', 'titles', 'orderIds', 'fsns', 'locationId']));
    expect(data).not.toContain('status');
  });

  it('says what an action covers, the pick list parts and the countdown in Hindi', () => {
    useLanguage.setState({ language: 'hi' });
    expect(coversSentence('toPack', 29, 2)).toBe('29 पैक करने वाले में से 2 चुने हुए');
    expect(coversSentence('all', 1_234, 0)).toBe('सभी 1,234 शिपमेंट');
    expect(partLabel(0, 5_000)).toBe('पिक लिस्ट');
    expect(partLabel(3, 5_000)).toBe('5,000 में से स्लिप 1,001–1,500');
    const now = Date.parse('2026-11-23T22:00:00.000+05:30');
    expect(dispatchCountdown(Date.parse('2026-11-23T19:00:00.000+05:30'), now, 'Asia/Kolkata', t).text).toBe(
      '3 घंटे की देर',
    );
    expect(when('2026-11-21T18:30:00+05:30')).toMatch(/नव॰/);
  });
});
