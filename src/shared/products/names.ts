import type { productsCalls } from './contract.ts';

/** The product records' calls without zod, for the preload and the renderer. The compiler keeps them in step. */
export const productsCallNames = {
  productRecords: true,
  editProduct: true,
} satisfies Record<keyof typeof productsCalls, true>;
