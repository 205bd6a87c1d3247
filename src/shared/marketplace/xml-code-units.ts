/**
 * A page's UTF-16 code units in typed arrays, for the XML scanner. Reading a character from a typed array costs a
 * fraction of `charCodeAt` on a 1.5 MB string, and the scanner reads every character of every tag; markup seen
 * before is compared two code units at a time, as 32-bit words. Under Node (the main process, where pages are parsed)
 * Node's Buffer copies the string in one call (~0.1 ms a page) into memory kept for the next page (a few MB); elsewhere
 * the characters are copied one by one. Every code unit is copied as it is, so the copy is exact for any text.
 */

export interface CodeUnits {
  units: Uint16Array;
  /** Word k holds units 2k and 2k + 1. */
  words: Int32Array;
}

interface NodeBuffer extends Uint8Array {
  write(text: string, offset: number, encoding: 'utf16le'): number;
}

const NodeBuffer = (globalThis as { Buffer?: { allocUnsafeSlow(size: number): NodeBuffer } }).Buffer;
/** Node writes UTF-16LE; a Uint16Array reads the platform's order. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Memory larger than this (for pages over 8 M characters) is not kept between pages. */
const KEEP_BYTES = 16 * 1024 * 1024;

let spare: NodeBuffer | undefined;
let lent: NodeBuffer | undefined;

/** `text` as code units; give them back with `releaseCodeUnits` when done. */
export function borrowCodeUnits(text: string): CodeUnits {
  const length = text.length;
  const bytes = ((length + 1) & ~1) * 2; // a whole number of words
  let memory: Uint8Array | undefined;
  let written = false;
  if (NodeBuffer !== undefined && LITTLE_ENDIAN) {
    let buffer = spare;
    spare = undefined; // a scan inside a scan gets its own
    if (buffer === undefined || buffer.length < bytes) buffer = NodeBuffer.allocUnsafeSlow(bytes);
    written = buffer.write(text, 0, 'utf16le') === length * 2;
    lent = buffer;
    memory = buffer;
  }
  memory ??= new Uint8Array(bytes);
  const units = new Uint16Array(memory.buffer, memory.byteOffset, length);
  if (!written) for (let i = 0; i < length; i++) units[i] = text.charCodeAt(i);
  return { units, words: new Int32Array(memory.buffer, memory.byteOffset, bytes / 4) };
}

export function releaseCodeUnits(codes: CodeUnits): void {
  const buffer = lent;
  if (buffer === undefined || buffer.buffer !== codes.units.buffer) return;
  lent = undefined;
  if (buffer.length <= KEEP_BYTES) spare = buffer;
}

/** Units [from, to) as words the way `words` holds them (a last odd unit left out). */
export function wordsOf(units: Uint16Array, from: number, to: number): Int32Array {
  const copy = new Uint16Array((to - from + 1) & ~1);
  copy.set(units.subarray(from, to));
  return new Int32Array(copy.buffer, 0, (to - from) >> 1);
}
