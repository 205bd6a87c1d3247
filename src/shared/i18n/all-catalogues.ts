import { addCatalogue, type PartialCatalogue } from './catalogue.ts';
import { en } from './catalogues/en.ts';
import { hi } from './catalogues/hi.ts';
import { mr } from './catalogues/mr.ts';
import type { LanguageCode } from './languages.ts';

/**
 * Every language's catalogue, at hand at once: for the backend (its sentences in whichever language the seller
 * chooses), the listings worker (it reads a sheet's headers in any language) and the tests. Imported first, before
 * anything that translates at module load. The window's entry does not import this: it loads only the chosen
 * language (`loadCatalogue`).
 */
export const CATALOGUES: Record<Exclude<LanguageCode, 'pseudo'>, PartialCatalogue> = { en, hi, mr };

addCatalogue('en', en);
addCatalogue('hi', hi);
addCatalogue('mr', mr);
