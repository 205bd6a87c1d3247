import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { setBackendLanguage } from '../../i18n/backend-language.ts';
import { parseAnswer } from './parse.ts';

const packAnswer = z.object({ shipments: z.array(z.object({ shipmentId: z.string() })) });
const unreadable = { shipments: [{ shipmentId: 7 }] };

describe('an answer the marketplace sent that Stockroom cannot read', () => {
  it('is named by what it held and where it went wrong', () => {
    expect(() => parseAnswer(packAnswer, unreadable, 'packResults')).toThrow(
      'The marketplace sent the pack results Stockroom cannot read (at shipments[0].shipmentId). Try again later.',
    );
  });

  it('is said in the language the screens speak, Hindi here', () => {
    setBackendLanguage('hi');
    try {
      expect(() => parseAnswer(packAnswer, unreadable, 'packResults')).toThrow(
        'मार्केटप्लेस से आए पैक के नतीजे Stockroom पढ़ नहीं सका (shipments[0].shipmentId पर)। बाद में फिर से कोशिश करें।',
      );
    } finally {
      setBackendLanguage('en');
    }
  });
});
