import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIcns, buildIco } from './icon-formats.ts';

/**
 * `npm run icons`: the app's icons, all from one source (resources/icon.svg): icon.png (512 px, Linux and the
 * window), icon.ico (Windows, 16–256 px) and icon.icns (macOS, 16–1024 px). The results are committed, so packaging
 * needs nothing of this; rasterising needs `rsvg-convert` (Debian: `apt-get install librsvg2-bin`).
 */
const resources = join(import.meta.dirname, '../../resources');
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024];

const work = mkdtempSync(join(tmpdir(), 'stockroom-icons-'));
const rendered = new Map<number, Buffer>();
function png(size: number): Buffer {
  const cached = rendered.get(size);
  if (cached) return cached;
  const file = join(work, `${size}.png`);
  const run = spawnSync('rsvg-convert', [
    '-w',
    `${size}`,
    '-h',
    `${size}`,
    join(resources, 'icon.svg'),
    '-o',
    file,
  ]);
  if (run.error || run.status !== 0)
    throw new Error(
      `rsvg-convert could not draw the icon (${run.error?.message ?? run.stderr.toString().trim()}); install librsvg2-bin.`,
    );
  const bytes = readFileSync(file);
  rendered.set(size, bytes);
  return bytes;
}

try {
  writeFileSync(join(resources, 'icon.png'), png(512));
  writeFileSync(join(resources, 'icon.ico'), buildIco(ICO_SIZES.map(png)));
  writeFileSync(join(resources, 'icon.icns'), buildIcns(ICNS_SIZES.map(png)));
  console.log(`Wrote icon.png, icon.ico and icon.icns in ${resources}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
