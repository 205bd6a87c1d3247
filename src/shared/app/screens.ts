/** The app's screens, in the order of the menu: Today first, where a seller starts the day. */
export const SCREENS = [
  'today',
  'shipments',
  'returns',
  'listings',
  'products',
  'feeds',
  'settings',
] as const;
export type Screen = (typeof SCREENS)[number];
