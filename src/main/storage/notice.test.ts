import { afterEach, describe, expect, it } from 'vitest';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import { sayNotice } from './notice.ts';

afterEach(() => setBackendLanguage('en'));

describe('a notice about the data folder', () => {
  it('is said in the language of each showing, the kept file named as it is', () => {
    const notice = {
      id: 'storage.notice.databaseDamaged',
      values: { kept: '/data/stockroom.damaged.sqlite' },
    } as const;
    expect(sayNotice(notice)).toMatch(/^Stockroom’s database was damaged/);
    setBackendLanguage('hi');
    expect(sayNotice(notice)).toBe(
      'Stockroom का डेटाबेस ख़राब था, इसलिए Stockroom ने नया बनाया: ऑर्डर, रिटर्न, लिस्टिंग और फ़ीड मार्केटप्लेस से फिर से लाए जाएँगे। लिस्टिंग शीट और अपलोड व बदलावों का इतिहास ख़राब डेटाबेस में रह गए हैं, जो /data/stockroom.damaged.sqlite नाम से रखा गया है।',
    );
  });

  it('leaves out the kept file where none could be kept', () => {
    setBackendLanguage('hi');
    expect(sayNotice({ id: 'storage.notice.settingsDamaged', values: { kept: 'none' } })).toBe(
      'Stockroom की सेटिंग्स फ़ाइल पढ़ी नहीं जा सकी (वह ख़राब है), इसलिए Stockroom अपनी शुरुआती सेटिंग्स के साथ चालू हुआ।',
    );
  });
});
