import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner for each table and each slice's insides (README, "Layout"): a slice reads or writes another slice's
 * tables only through that slice's service, and imports another slice only through its `index.ts`. Checked over
 * the source text, so a cross-slice SQL statement or import fails here like a layering rule fails the lint.
 */

/**
 * The feature slices under src/main and the folders whose SQL each owns. The job registry (`jobs/`) keeps the app
 * slice's `jobs` table; it is also a shared part every slice is handed (SliceDeps), so any slice may import it.
 */
const SLICES: Record<string, string[]> = {
  app: ['app', 'jobs'],
  accounts: ['accounts'],
  shipments: ['shipments'],
  listings: ['listings'],
  feeds: ['feeds'],
  'my-listings': ['my-listings'],
  products: ['products'],
  sandbox: ['sandbox'],
};

interface SourceFile {
  /** Relative to src/main, with forward slashes: `listings/load-from-orders.ts`. */
  path: string;
  text: string;
}

const sliceOf = (path: string): string | null => {
  const folder = path.split('/')[0] ?? '';
  return Object.keys(SLICES).find((slice) => SLICES[slice]?.includes(folder)) ?? null;
};

/** Tables by owning slice, from the `CREATE TABLE` statements of each slice's migrations. */
function tableOwners(files: readonly SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files) {
    const slice = sliceOf(file.path);
    if (slice === null || !file.path.endsWith('/migrations.ts')) continue;
    for (const m of file.text.matchAll(/CREATE (?:VIRTUAL )?TABLE (?:IF NOT EXISTS )?(\w+)/g))
      owners.set(m[1] as string, slice);
  }
  return owners;
}

/** Every cross-slice table access and import among `files`, as sentences naming the file. */
function boundaryViolations(files: readonly SourceFile[]): string[] {
  const owners = tableOwners(files);
  const found: string[] = [];
  for (const file of files) {
    const slice = sliceOf(file.path);
    for (const [table, owner] of owners) {
      if (owner === slice) continue;
      const sql = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+${table}\\b`);
      if (sql.test(file.text))
        found.push(`${file.path} uses the ${owner} slice's table ${table}: ask its service`);
    }
    if (slice === null) continue;
    for (const m of file.text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = posix.normalize(posix.join(posix.dirname(file.path), m[1] as string));
      const other = sliceOf(target);
      if (other === null || other === slice || target === `${SLICES[other]?.[0]}/index.ts`) continue;
      if (target.startsWith('jobs/')) continue;
      found.push(`${file.path} imports ${target}: import the ${other} slice's index.ts`);
    }
  }
  return found;
}

const mainDir = dirname(fileURLToPath(import.meta.url));

/** The backend's own source, without tests and their helpers (a test may set up any slice's tables). */
function backendSource(): SourceFile[] {
  return readdirSync(mainDir, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split('\\').join('/'))
    .filter((p) => p.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(p) && !p.includes('/testing/'))
    .map((path) => ({ path, text: readFileSync(join(mainDir, path), 'utf8') }));
}

describe('slice boundaries in the backend', () => {
  const files = backendSource();

  it('finds every slice table in the migrations, each with one owner', () => {
    const owners = tableOwners(files);
    expect(owners.get('sync_state')).toBe('app');
    expect(owners.get('jobs')).toBe('app');
    expect(owners.get('shipment_order_items')).toBe('shipments');
    expect(owners.get('listing_drafts')).toBe('listings');
    expect(owners.get('feed_products')).toBe('feeds');
  });

  it('no slice reads another slice’s tables or imports its insides', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((f) => f.path)).toContain('listings/index.ts');
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('fails on a deliberate cross-slice table access and import', () => {
    const intruder: SourceFile = {
      path: 'listings/intruder.ts',
      text: [
        "import { ShipmentQueries } from '../shipments/shipment-queries.ts';",
        "import type { ShipmentsOffer } from '../shipments/index.ts';",
        "db.prepare('SELECT sku FROM shipment_order_items WHERE profile_id = ?');",
        "db.prepare('UPDATE sync_state SET cursor = NULL');",
        '// Words in prose (the rows from shipments) are not SQL.',
      ].join('\n'),
    };
    expect(boundaryViolations([...files, intruder])).toEqual([
      "listings/intruder.ts uses the app slice's table sync_state: ask its service",
      "listings/intruder.ts uses the shipments slice's table shipment_order_items: ask its service",
      "listings/intruder.ts imports shipments/shipment-queries.ts: import the shipments slice's index.ts",
    ]);
  });

  it('holds the composition root and shared parts to the tables too', () => {
    const storage: SourceFile = { path: 'storage/peek.ts', text: 'SELECT * FROM listing_uploads' };
    expect(boundaryViolations([...files, storage])).toEqual([
      "storage/peek.ts uses the listings slice's table listing_uploads: ask its service",
    ]);
  });
});
