/**
 * A page's UTF-16 code units in a typed array, for the XML scanner. Reading a character from a typed array costs a
 * fraction of `charCodeAt` on a 1.5 MB string, and the scanner reads every character of every tag. Under Node (the
 * main process, where pages are parsed) Node's Buffer copies the string in one call (~0.1 ms a page) into a buffer
 * kept for the next page; elsewhere the characters are copied one by one.
 */

interface NodeBuffer extends Uint8Array {
  write(text: string, offset: number, encoding: 'utf16le'): number;
}

const NodeBuffer = (globalThis as { Buffer?: { allocUnsafeSlow(size: number): NodeBuffer } }).Buffer;
/** Node writes UTF-16LE; a Uint16Array reads the platform's order. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** A buffer larger than this (8 M characters) is not kept between pages. */
const KEEP_BYTES = 16 * 1024 * 1024;

let spare: NodeBuffer | undefined;
let lent: NodeBuffer | undefined;

/** `text` as code units; give the array back with `releaseCodeUnits` when done with it. */
export function borrowCodeUnits(text: string): Uint16Array {
  const bytes = text.length * 2;
  if (NodeBuffer !== undefined && LITTLE_ENDIAN) {
    let buffer = spare;
    spare = undefined; // a scan inside a scan gets its own
    if (buffer === undefined || buffer.length < bytes)
      buffer = NodeBuffer.allocUnsafeSlow(Math.max(bytes, 64));
    if (buffer.write(text, 0, 'utf16le') === bytes) {
      lent = buffer;
      return new Uint16Array(buffer.buffer, buffer.byteOffset, text.length);
    }
  }
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

export function releaseCodeUnits(codes: Uint16Array): void {
  const buffer = lent;
  if (buffer === undefined || buffer.buffer !== codes.buffer) return;
  lent = undefined;
  if (buffer.length <= KEEP_BYTES) spare = buffer;
}
