/**
 * The shown screen's Export button, which the desktop menu's Export presses. A screen kept drawn while hidden
 * (kept-screens.ts) sits in an inert place of its own in `<main>`, so its buttons never answer the menu: on a screen
 * with nothing to export, the menu's Export does nothing rather than export the hidden Feeds.
 */
export const SHOWN_EXPORT_BUTTON = 'main > :not([inert]) [data-export]';
