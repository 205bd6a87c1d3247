import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIcns, buildIco, pngSize, readIcns, readIco } from './icon-formats.ts';

const resources = join(import.meta.dirname, '../../resources');
const read = (name: string) => readFileSync(join(resources, name));

describe('the committed icons (npm run icons, from resources/icon.svg)', () => {
  it('has a 512 px PNG for Linux and the window', () => {
    expect(pngSize(read('icon.png'))).toEqual({ width: 512, height: 512 });
  });

  it('has an ICO whose entries are PNGs of the sizes they claim, up to 256 px (what NSIS needs)', () => {
    const entries = readIco(read('icon.ico'));
    expect(entries.map((e) => e.width)).toEqual([16, 24, 32, 48, 64, 128, 256]);
    for (const entry of entries)
      expect(pngSize(entry.png)).toEqual({ width: entry.width, height: entry.height });
  });

  it('has an ICNS with PNG elements from 16 to 1024 px under their macOS types', () => {
    const elements = readIcns(read('icon.icns'));
    expect(elements.map((e) => [e.type, pngSize(e.png).width])).toEqual([
      ['icp4', 16],
      ['icp5', 32],
      ['icp6', 64],
      ['ic07', 128],
      ['ic08', 256],
      ['ic09', 512],
      ['ic10', 1024],
    ]);
  });
});

describe('icon containers', () => {
  const png = read('icon.png');

  it('refuses bytes that are not a PNG, saying so', () => {
    expect(() => pngSize(Buffer.from('GIF89a not a png at all'))).toThrow(/Not a PNG/);
  });

  it('refuses an ICO entry over 256 px and an ICNS entry of a size macOS has no type for', () => {
    expect(() => buildIco([png])).toThrow('An ICO entry must be square and at most 256 px, not 512x512.');
    const odd = Buffer.from(png);
    odd.writeUInt32BE(100, 16);
    odd.writeUInt32BE(100, 20);
    expect(() => buildIcns([odd])).toThrow('No ICNS type holds a 100x100 image.');
  });

  it('reads back what it wrote, and refuses a truncated ICNS', () => {
    const icns = buildIcns([png]);
    expect(readIcns(icns)).toEqual([{ type: 'ic09', png }]);
    expect(() => readIcns(icns.subarray(0, 100))).toThrow(/Not an ICNS file/);
  });
});
