import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildInto } from '../../scripts/packaging/build-into.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';

interface Context {
  folder: string;
  assets: string;
  entry: string;
}

/** The chunks a chunk imports statically (`from"./x.js"`), i.e. what must load before it runs. */
function staticImports(assets: string, file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  return [...code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1] as string);
}

function closure(assets: string, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(assets, file)) walk(next);
  };
  roots.forEach(walk);
  return seen;
}

function bytes(assets: string, files: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(assets, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (n: number) => Math.round(n / 1024);

/**
 * The bench builds afresh into a temp folder (a minute); the smoke reads the tree's own `out/` (npm test builds it
 * just before), which holds the same chunks.
 */
const SIZES = { full: { freshBuild: true }, smoke: { freshBuild: false } };
const { freshBuild: FRESH_BUILD } = sized(SIZES);
const OUT = fileURLToPath(new URL('../../out', import.meta.url));

/**
 * The renderer's JavaScript as the window loads it: the entry and the Shipments screen's chunk with everything
 * they import statically (the first screen), against all of it. Sizes, not times: one run each.
 */
export const rendererBundleSuite = suite<Context>({
  name: 'renderer-bundle',
  sizes: SIZES,
  needsBuild: !FRESH_BUILD,
  async setUp() {
    const folder = mkdtempSync(join(tmpdir(), 'stockroom-bench-renderer-'));
    const out = FRESH_BUILD ? buildInto(folder) : OUT;
    const html = readFileSync(join(out, 'renderer/index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\.\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error('index.html names no module script');
    return { folder, assets: join(out, 'renderer/assets'), entry };
  },
  async tearDown(context) {
    rmSync(context.folder, { recursive: true, force: true });
  },
  benchmarks: [
    {
      rows: ['first screen JS (gzip)', 'first screen JS (raw)', 'all renderer JS (gzip)'],
      async run({ assets, entry }): Promise<Figure[]> {
        const shipments = readdirSync(assets).find((f) => /^ShipmentsScreen-.*\.js$/.test(f));
        if (!shipments) throw new Error('no ShipmentsScreen chunk: the screens are no longer split');
        const first = closure(assets, [entry, shipments]);
        const all = readdirSync(assets).filter((f) => f.endsWith('.js') && !f.includes('.worker'));
        const firstBytes = bytes(assets, first);
        const allBytes = bytes(assets, all);
        const note = `${first.size} of ${all.length} chunks: ${[...first].map((f) => f.replace(/-[\w-]+\.js$/, '')).join(', ')}`;
        const row = (name: string, value: number, what = note): Figure => ({
          name,
          median: value,
          min: value,
          max: value,
          unit: 'KiB',
          runs: 1,
          note: what,
        });
        return [
          {
            ...row('first screen JS (gzip)', kb(firstBytes.gzip)),
            // One 5.1 MB file (1.15 MB gzipped) before the split: the first screen now loads at most a third of it.
            target: { on: 'median', op: '<', value: 400 },
          },
          row('first screen JS (raw)', kb(firstBytes.raw)),
          row(
            'all renderer JS (gzip)',
            kb(allBytes.gzip),
            `${all.length} chunks, the validation worker aside`,
          ),
        ];
      },
    },
  ],
});
