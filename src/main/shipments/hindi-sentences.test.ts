import { afterEach, describe, expect, it } from 'vitest';
import { filterName } from '../../shared/shipments/counts.ts';
import { notPackableReason } from '../../shared/shipments/next-steps.ts';
import { newOrdersMessage } from '../background-sync/scheduler.ts';
import { setBackendLanguage, t } from '../i18n/backend-language.ts';
import { KEY, openCache } from './shipments.test-support.ts';

/** Latin words of three letters or more: what a sentence in Hindi should not hold (ids and codes aside). */
const english = (text: string) => text.match(/[A-Za-z]{3,}/g) ?? [];

describe("the backend's shipment sentences in Hindi", () => {
  afterEach(() => setBackendLanguage('en'));

  it('refuses a shipment it does not hold in Hindi, the id as it is', () => {
    setBackendLanguage('hi');
    const cache = openCache();
    try {
      expect(() => cache.queries.detail(KEY, 'Z9')).toThrow('शिपमेंट Z9 इस अकाउंट की ऑफ़लाइन कॉपी में नहीं है।');
      expect(() =>
        cache.queries.block(KEY, {
          startRow: 0,
          endRow: 10,
          sort: [],
          filter: { view: 'all', dateFrom: 'soon' },
        }),
      ).toThrow(/तारीख 2026-11-23 जैसी होनी चाहिए/);
    } finally {
      cache.close();
    }
  });

  it("names a pick list's source, a job's closing sentence and new orders to pack in Hindi", () => {
    setBackendLanguage('hi');
    expect(filterName({ view: 'toPack' }, t)).toBe('पैक करने हैं');
    expect(filterName({ view: 'toPack', hold: true, search: 'x' }, t)).toBe(
      'पैक करने हैं, होल्ड पर, फ़िल्टर किए हुए',
    );
    expect(t('shipments.pickList.selected', { count: 3 })).toBe('3 चुने हुए शिपमेंट');
    expect(t('shipments.sync.fullDone', { count: 1500 })).toBe('पूरा सिंक हो गया: 1,500 शिपमेंट सेव हुए।');
    expect(newOrdersMessage(3)).toBe('पैक करने के लिए 3 नए ऑर्डर।');
    expect(english(notPackableReason('READY_TO_DISPATCH', t))).toEqual([]);
  });

  it('stays English by default', () => {
    expect(newOrdersMessage(1)).toBe('A new order to pack.');
    expect(newOrdersMessage(2)).toBe('2 new orders to pack.');
  });
});
