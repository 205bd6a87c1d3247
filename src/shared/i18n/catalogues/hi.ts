import type { Catalogue } from '../catalogue.ts';
import { hiBackend } from './hi-backend.ts';
import { hiWindow } from './hi-window.ts';

/** Hindi, as a seller says it: plain words, the marketplace's own Hindi terms where sellers know them. */
export const hi: Catalogue = { ...hiWindow, ...hiBackend };
