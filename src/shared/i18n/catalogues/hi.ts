import type { Catalogue } from '../catalogue.ts';

/** Hindi, as a seller says it: plain words, the marketplace's own Hindi terms where sellers know them. */
export const hi: Catalogue = {
  // — app frame —
  'app.language.label': 'भाषा',
  'app.printer.browserPrints':
    'Stockroom का यह रूप ब्राउज़र से प्रिंट करता है: ब्राउज़र का Print (Ctrl+P) चुनें, उसी से PDF भी सेव होती है।',
  'app.printer.downloads': 'Stockroom का यह रूप PDF डाउनलोड करता है: डाउनलोड की गई फ़ाइल से प्रिंट करें।',
  // — settings —
  'settings.language.heading': 'भाषा',
  'settings.language.system': 'इस कंप्यूटर जैसी',
  'settings.language.hint':
    'स्क्रीन, संदेश, पिक लिस्ट और एक्सपोर्ट इसी भाषा में दिखेंगे। अंक लेबल की तरह अंग्रेज़ी अंकों में ही रहेंगे।',
};
