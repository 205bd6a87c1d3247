import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import { RETURN_STATUSES, RETURN_TYPES } from './return-types.ts';
import { RETURN_TABS } from './return-tabs.ts';
import {
  reasonSentence,
  returnReasonWords,
  returnSourceWords,
  returnStatusWords,
  returnTabWords,
  returnTypeWords,
} from './return-words.ts';

describe("a return's codes in a seller's words", () => {
  it('words every status and type Stockroom knows, whatever the case the marketplace sends', () => {
    for (const status of RETURN_STATUSES) expect(returnStatusWords(status), status).not.toBe(status);
    for (const type of RETURN_TYPES) expect(returnTypeWords(type), type).not.toBe(type);
    expect(returnStatusWords('delivered')).toBe('Delivered to you');
    expect(returnStatusWords('IN_TRANSIT')).toBe('On its way back');
    expect(returnStatusWords('out-for-delivery')).toBe('Out for delivery to you');
    expect(returnTypeWords('rto')).toBe('Not delivered (RTO)');
    expect(returnSourceWords('customer_return')).toBe('Customer return');
  });

  it('keeps a status, type or reason it does not know as the marketplace wrote it', () => {
    expect(returnStatusWords('RETURN_LOST_IN_HUB')).toBe('RETURN_LOST_IN_HUB');
    expect(returnTypeWords('store_credit')).toBe('store_credit');
    expect(returnReasonWords('Buyer says the colour is off')).toBe('Buyer says the colour is off');
    expect(returnReasonWords('SOME_NEW_REASON')).toBe('SOME_NEW_REASON');
    expect(returnStatusWords(null)).toBe('');
    expect(returnReasonWords(undefined)).toBe('');
  });

  it('says the reason and the sub-reason in one line, the sub-reason only when it adds something', () => {
    expect(reasonSentence('DAMAGED_PRODUCT', 'PRODUCT_BROKEN')).toBe('Damaged product · Product broken');
    expect(reasonSentence('CUSTOMER_REFUSED', 'COD_AMOUNT_NOT_READY')).toBe(
      'Buyer refused the delivery · Cash on delivery not ready',
    );
    expect(reasonSentence('damaged_product', null)).toBe('Damaged product');
    expect(reasonSentence(null, 'Box was wet')).toBe('Box was wet');
    expect(reasonSentence('QUALITY_ISSUE', 'The stitching came apart')).toBe(
      'Quality · The stitching came apart',
    );
    expect(reasonSentence(null, null)).toBe('');
  });

  it('names every tab by what the seller must do', () => {
    expect(RETURN_TABS.map((tab) => returnTabWords(tab))).toEqual([
      'Arriving',
      'To receive',
      'To approve or reject',
      'To pick up',
      'Done',
    ]);
  });

  it("reads a status, a type and a reason in Hindi with Hindi's translator; a code it does not know as it came", () => {
    const hi = translatorFor('hi').t;
    expect(returnStatusWords('IN_TRANSIT', hi)).toBe('वापस आ रहा है');
    expect(returnTypeWords('rto', hi)).toBe('डिलीवर नहीं हुआ (RTO)');
    expect(returnSourceWords('customer_return', hi)).toBe('ग्राहक रिटर्न');
    expect(reasonSentence('CUSTOMER_REFUSED', 'COD_AMOUNT_NOT_READY', hi)).toBe(
      'खरीदार ने डिलीवरी लेने से मना किया · कैश ऑन डिलीवरी के पैसे तैयार नहीं थे',
    );
    expect(returnTabWords('to-decide', hi)).toBe('मंज़ूर या नामंज़ूर करें');
    expect(returnStatusWords('RETURN_LOST_IN_HUB', hi)).toBe('RETURN_LOST_IN_HUB');
    expect(reasonSentence('QUALITY_ISSUE', 'The stitching came apart', hi)).toBe(
      'क्वालिटी · The stitching came apart',
    );
  });
});
