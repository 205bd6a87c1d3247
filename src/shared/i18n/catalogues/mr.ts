import type { PartialCatalogue } from '../catalogue.ts';

/** Marathi: the seller's day (Today, Shipments, Pack, Returns); the rest reads in English until translated. */
export const mr: PartialCatalogue = {
  // — app frame —
  'app.language.label': 'भाषा',
  'app.printer.browserPrints':
    'Stockroom ची ही आवृत्ती ब्राउझरमधून प्रिंट करते: ब्राउझरचे Print (Ctrl+P) वापरा, त्यातूनच PDF ही सेव्ह होते.',
  'app.printer.downloads': 'Stockroom ची ही आवृत्ती PDF डाउनलोड करते: डाउनलोड केलेल्या फाइलमधून प्रिंट करा.',
  // — settings —
  'settings.language.heading': 'भाषा',
  'settings.language.system': 'या संगणकाप्रमाणे',
  'settings.language.hint':
    'स्क्रीन, संदेश, पिक लिस्ट आणि एक्सपोर्ट याच भाषेत दिसतील. अंक लेबलप्रमाणे इंग्रजी अंकांतच राहतील.',
};
