/**
 * The two icon containers the installers want, written from PNGs: Windows' ICO and macOS' ICNS. Both may hold PNG
 * data as is (ICO since Vista, ICNS since 10.7), so no image library is needed to pack them.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk; throws naming the problem when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (
    png.length < 24 ||
    !png.subarray(0, 8).equals(PNG_SIGNATURE) ||
    png.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new Error('Not a PNG image (its first bytes are not a PNG signature and header).');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** An ICO holding each PNG as one entry (square, at most 256 pixels a side). */
export function buildIco(pngs: readonly Buffer[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  for (const png of pngs) {
    const { width, height } = pngSize(png);
    if (width !== height || width > 256)
      throw new Error(`An ICO entry must be square and at most 256 px, not ${width}x${height}.`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width === 256 ? 0 : width, 0); // 0 stands for 256
    entry.writeUInt8(height === 256 ? 0 : height, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs]);
}

export interface IcoEntry {
  width: number;
  height: number;
  png: Buffer;
}

export function readIco(ico: Buffer): IcoEntry[] {
  if (ico.length < 6 || ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1)
    throw new Error('Not an ICO file.');
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i;
    const size = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    if (offset + size > ico.length) throw new Error(`ICO entry ${i} reaches past the end of the file.`);
    return { width: ico[at] || 256, height: ico[at + 1] || 256, png: ico.subarray(offset, offset + size) };
  });
}

/** ICNS element types that carry PNG data, by pixel size (the retina "@2x" types left out: same pixels). */
export const ICNS_TYPES: Readonly<Record<number, string>> = {
  16: 'icp4',
  32: 'icp5',
  64: 'icp6',
  128: 'ic07',
  256: 'ic08',
  512: 'ic09',
  1024: 'ic10',
};

export function buildIcns(pngs: readonly Buffer[]): Buffer {
  const elements = pngs.map((png) => {
    const { width, height } = pngSize(png);
    const type = ICNS_TYPES[width];
    if (!type || width !== height) throw new Error(`No ICNS type holds a ${width}x${height} image.`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(8 + png.length, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + elements.reduce((sum, e) => sum + e.length, 0), 4);
  return Buffer.concat([head, ...elements]);
}

export function readIcns(icns: Buffer): { type: string; png: Buffer }[] {
  if (icns.length < 8 || icns.toString('latin1', 0, 4) !== 'icns' || icns.readUInt32BE(4) !== icns.length)
    throw new Error('Not an ICNS file (bad magic or length).');
  const out: { type: string; png: Buffer }[] = [];
  for (let at = 8; at < icns.length;) {
    const length = icns.readUInt32BE(at + 4);
    if (length < 8 || at + length > icns.length)
      throw new Error(`ICNS element at byte ${at} has a bad length.`);
    out.push({ type: icns.toString('latin1', at, at + 4), png: icns.subarray(at + 8, at + length) });
    at += length;
  }
  return out;
}
