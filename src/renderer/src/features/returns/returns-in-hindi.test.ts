import { afterEach, describe, expect, it } from 'vitest';
import type { ReturnRow } from '../../../../shared/returns/return-rows.ts';
import { t, useLanguage } from '../../i18n/index.ts';
import { returnColumns } from './return-columns.tsx';
import { returnRowsCsv, returnsTable } from './returns-export.ts';
import { cacheSentence, emptyTabSentence } from './return-text.ts';

const row: ReturnRow = {
  returnId: 'R-1',
  source: 'customer_return',
  orderItemId: '4050681234567891',
  orderId: 'OD1',
  sku: 'MUG-1',
  title: 'Blue mug',
  quantity: 2,
  type: 'refund',
  reason: 'DAMAGED_PRODUCT',
  subReason: 'SEAL_BROKEN',
  status: 'delivered',
  shipmentStatus: null,
  courierName: 'Ekart',
  trackingId: 'FMPR1',
  createdDate: null,
  updatedDate: null,
  expectedDate: null,
  locationId: 'LOC1',
  selfShip: false,
  tab: 'to-receive',
  receivedAt: null,
};

describe('the Returns screen in Hindi', () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it('names the grid columns, the empty tab and the stored copy in Hindi', () => {
    useLanguage.setState({ language: 'hi' });
    expect(returnColumns().map((c) => c.headerName)).toEqual([
      'रिटर्न',
      'ऑर्डर आइटम',
      'SKU',
      'प्रोडक्ट',
      'किस्म',
      'कारण',
      'स्थिति',
      'कूरियर',
      'ट्रैकिंग ID',
      'अनुमानित',
      'लोकेशन',
    ]);
    expect(emptyTabSentence('to-receive', true)).toBe('इस खोज और इन फ़िल्टर में यहाँ कोई रिटर्न नहीं है।');
    expect(cacheSentence({ lastSyncAt: '2026-11-29T09:15:00Z', lastError: null }, false)).toMatch(
      /^29 नव॰, .+ के रिटर्न, पिछला सिंक।$/,
    );
  });

  it('writes the Excel export in Hindi words; an unknown sub-reason and the CSV stay as they came', () => {
    useLanguage.setState({ language: 'hi' });
    // The renderer's own translator, as the export hook passes it.
    const table = returnsTable([row], () => 'Pune', t);
    expect(table.sheet).toBe('रिटर्न');
    expect(table.columns.map((c) => c.header)).toContain('क्या करना है');
    expect(table.rows[0]).toEqual(
      expect.arrayContaining([
        'ग्राहक रिटर्न',
        'रिफ़ंड',
        'खराब प्रोडक्ट · SEAL_BROKEN',
        'आप तक पहुँच गया',
        'रिसीव करने हैं',
      ]),
    );
    expect(returnRowsCsv([row]).split('\n')[0]).toMatch(/^returnId,source,/);
    expect(returnRowsCsv([row])).toContain('customer_return');
  });
});
