import { createContext, useContext } from 'react';

/**
 * Whether the screen around a component is the one shown. Always true but in a screen the app keeps drawn while
 * hidden (app/kept-screens.ts): there a screen gives its heading the id `screen-title` (which names the window's
 * main region) only while shown, and asks again on each showing what it asked as it was first drawn.
 */
export const ScreenShown = createContext(true);

export const useScreenShown = (): boolean => useContext(ScreenShown);
