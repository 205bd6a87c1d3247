export { I18nProvider } from './I18nProvider.tsx';
export { t, useLanguage } from './language-store.ts';
export { formatCount, formatMoney, numberFormat } from './numbers.ts';
