/**
 * The app slice's face to the other slices: app info, the status bar (with the sync bookkeeping it reads), jobs
 * and links. Another slice imports from here only, never a file inside.
 */
export { marketplaceStateOf, marketplaceStateOfCode } from './status-service.ts';
