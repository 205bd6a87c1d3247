import type { PartialCatalogue } from '../catalogue.ts';
import { mrBackend } from './mr-backend.ts';
import { mrWindow } from './mr-window.ts';

/** Marathi: the seller's day (Today, Shipments, Pack, Returns); the rest reads in English until translated. */
export const mr: PartialCatalogue = { ...mrWindow, ...mrBackend };
