import type { Cells } from './columns.ts';
import { toRequest } from './rules.ts';

/**
 * A short fingerprint of a listing request as JSON text (FNV-1a, two 32-bit lanes). The journal keeps each request
 * as `JSON.stringify(toRequest(cells))`, so the fingerprint of the text sent and of a row's cells as they are now
 * agree exactly when the row would send the same request: that is how a row knows it changed since its upload.
 */
export function fingerprintOfText(json: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ json.length;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + '.' + (b >>> 0).toString(36);
}

export const fingerprintOfCells = (cells: Cells): string =>
  fingerprintOfText(JSON.stringify(toRequest(cells)));
