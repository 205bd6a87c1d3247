/**
 * English: the source catalogue. Its ids are the message ids (`MessageId`), so a misspelt id fails the typecheck.
 * ICU MessageFormat: `{count, plural, one {# order} other {# orders}}`, `{amount, number, ::currency/INR}`.
 * Ids are `<feature>.<place>.<what>`; each feature keeps its ids together under a comment naming it.
 */
export const en = {
  // — app frame —
  'app.language.label': 'Language',
  'app.printer.browserPrints':
    "This version of Stockroom prints through the browser: use the browser's Print (Ctrl+P), which also saves as PDF.",
  'app.printer.downloads': 'This version of Stockroom downloads PDFs: print them from the download.',
  // — settings —
  'settings.language.heading': 'Language',
  'settings.language.system': 'As on this computer',
  'settings.language.hint':
    'Screens, messages, the pick list and exports in words speak this language. Numbers stay in Latin digits, as on labels.',
} as const;
