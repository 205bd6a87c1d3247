import { afterEach, describe, expect, it } from 'vitest';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import { decideMove } from './move-rules.ts';
import { stepsSentence, testOrdersSentence } from './sandbox-sentences.ts';
import { stepWords } from './sandbox-steps.ts';

const counts = (done: number, total: number) => ({ done, refused: total - done, unknown: 0, total });

describe("the sandbox's sentences in Hindi", () => {
  afterEach(() => setBackendLanguage('en'));

  it("says a job's result and a refusal in Hindi when the screens speak Hindi", () => {
    expect(testOrdersSentence(counts(5, 5), undefined)).toBe(
      '5 test orders made. Shipments is syncing so they appear.',
    );
    setBackendLanguage('hi');
    expect(testOrdersSentence(counts(5, 5), undefined)).toBe('5 टेस्ट ऑर्डर बने। शिपमेंट सिंक हो रहे हैं ताकि वे दिखें।');
    expect(stepsSentence(stepWords({ move: 'shipped' }), counts(1, 2), 'ऑर्डर आइटम 91 रद्द है।')).toBe(
      '2 ऑर्डर आइटम में से 1 शिप हुए मार्क किए गए; 1 नहीं हुए: ऑर्डर आइटम 91 रद्द है।',
    );
    expect(decideMove('delivered', undefined, '91')).toEqual({
      do: 'refuse',
      why: 'इस अकाउंट पर मार्केटप्लेस में ऑर्डर आइटम 91 नहीं है।',
    });
  });
});
