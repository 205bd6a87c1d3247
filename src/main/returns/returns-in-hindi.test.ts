import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import { ReceiveService } from './receive/receive-service.ts';
import type { ReturnFacts } from './receive/return-facts.ts';
import type { ReceiptRepository } from './receive/receipt-repository.ts';
import { syncClosing } from './return-service.ts';
import { returnVerdict } from './self-ship/return-action-states.ts';

const key = { profileId: 'p1', account: 'a1' };
const noReturns: ReturnFacts = { find: () => new Map(), toReceive: () => [] };
const receive = () =>
  new ReceiveService({
    repo: { get: () => undefined } as unknown as ReceiptRepository,
    facts: noReturns,
    now: () => new Date('2026-11-29T06:00:00Z'),
  });
const refusal = (f: () => unknown): AppError => {
  try {
    f();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe("the returns backend's sentences in the seller's language", () => {
  afterEach(() => setBackendLanguage('en'));

  it('refuses a receipt in Hindi when the screens speak Hindi, in English otherwise', () => {
    const english = refusal(() => receive().receive(key, { returnId: 'R-9', condition: 'good' }));
    expect(english.message).toBe("Return R-9 is not among this account's returns.");
    setBackendLanguage('hi');
    const hindi = refusal(() => receive().receive(key, { returnId: 'R-9', condition: 'good' }));
    expect(hindi.code).toBe('NOT_FOUND');
    expect(hindi.message).toBe('रिटर्न R-9 इस अकाउंट के रिटर्न में नहीं है।');
    expect(
      refusal(() => receive().receive(key, { returnId: 'R-9', condition: 'good', note: 'x'.repeat(1001) }))
        .message,
    ).toBe('नोट ज़्यादा से ज़्यादा 1000 अक्षर का हो सकता है।');
  });

  it("says the sync's closing sentence and a self-ship refusal in Hindi", () => {
    expect(syncClosing('incremental', 1204)).toBe('Returns sync done: 1,204 returns stored.');
    setBackendLanguage('hi');
    expect(syncClosing('full', 12)).toBe('रिटर्न का पूरा सिंक हो गया: 12 रिटर्न सेव हुए।');
    const verdict = returnVerdict(
      'approve',
      { returnId: 'R1', status: 'REJECTED', serviceProfile: 'Seller_Fulfilment', services: [] },
      false,
      { returnId: 'R1' },
    );
    expect(verdict).toMatchObject({
      send: false,
      outcome: 'refused',
      message: 'मार्केटप्लेस पर यह "नामंज़ूर" है, इसलिए यह मंज़ूर नहीं हुआ।',
    });
  });
});
