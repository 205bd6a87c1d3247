import { DatabaseSync } from 'node:sqlite';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sayNotice } from './notice.ts';
import { startWebApp } from '../hosts/web/start-web-app.ts';
import { failure } from '../marketplace/testing/failure.test-support.ts';
import { DATABASE_FILE_NAME, openCheckedDatabase, openDatabase, schemaVersion } from './database.ts';
import { listingsMigrations } from '../listings/migrations.ts';
import { feedsMigrations } from '../feeds/migrations.ts';
import { keepAside } from './keep-aside.ts';
import { appMigrations } from '../app/migrations.ts';
const MIGRATIONS = appMigrations.steps;

const VALID_PROFILE = {
  id: 'p1',
  name: 'Shop',
  kind: 'custom',
  sellerBaseUrl: 'https://shop.example/sellers',
  authUrl: 'https://shop.example',
  affiliateBaseUrl: 'https://shop.example',
};

let dir: string;
let rendererDir: string;
let stop: (() => Promise<void>) | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stockroom-folder-'));
  rendererDir = mkdtempSync(join(tmpdir(), 'stockroom-renderer-'));
});
afterEach(async () => {
  await stop?.();
  stop = undefined;
  rmSync(dir, { recursive: true, force: true });
  rmSync(rendererDir, { recursive: true, force: true });
});

/** The web app on `dir`, over real HTTP: the printed address traded for a session, then contract calls. */
async function start() {
  const app = await startWebApp({ port: 0, rendererDir, argv: ['--data-dir', dir], env: {} });
  stop = app.close;
  // The page is served at once; the backend opens the database on its thread meanwhile.
  await app.backendReady;
  const entry = await fetch(app.url, { redirect: 'manual' });
  const cookie = (entry.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (name: string, input: unknown = {}): Promise<any> => {
    const res = await fetch(`${app.origin}/api/calls/${name}`, {
      method: 'POST',
      headers: { cookie, origin: app.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ input }),
    });
    return res.json();
  };
  return { app, call };
}

const files = () => readdirSync(dir).sort();

describe('a damaged config.json', () => {
  it('truncated: kept beside under a time-stamped name, the app starts with defaults and says so once', async () => {
    writeFileSync(join(dir, 'config.json'), '{"profiles":[{"id":"p1","na');
    const { call } = await start();
    const kept = files().find((f) => /^config\.damaged-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/.test(f));
    expect(kept).toBeDefined();
    expect(readFileSync(join(dir, kept ?? ''), 'utf8')).toBe('{"profiles":[{"id":"p1","na');
    const info = await call('getAppInfo');
    expect(info.value.notices).toEqual([
      `Stockroom’s settings file could not be read (it is damaged), so Stockroom started with its default settings. The file as it was is kept as ${join(dir, kept ?? '')}.`,
    ]);
    expect((await call('listProfiles')).value.profiles.map((p: { name: string }) => p.name)).toEqual([
      'Demo',
    ]);
  });

  it.each([
    ['null', null],
    ['a number', 5],
    ['a profile missing its addresses', { id: 'p2', name: 'Half' }],
  ])('a profiles entry that is %s costs that entry only, not every call', async (_what, bad) => {
    const original = JSON.stringify({ profiles: [bad, VALID_PROFILE], activeProfileId: 'p1' });
    writeFileSync(join(dir, 'config.json'), original);
    const { call } = await start();
    const list = await call('listProfiles');
    expect(list).toMatchObject({ ok: true, value: { activeId: 'p1' } });
    expect(list.value.profiles.map((p: { name: string }) => p.name)).toEqual(['Demo', 'Shop']);
    const info = await call('getAppInfo');
    expect(info.value.notices).toHaveLength(1);
    expect(info.value.notices[0]).toMatch(
      /^Part of Stockroom’s settings file could not be read \(profiles\[0\] is not a profile\)/,
    );
    const kept = files().find((f) => f.startsWith('config.damaged-')) ?? '';
    expect(info.value.notices[0]).toContain(join(dir, kept));
    expect(readFileSync(join(dir, kept), 'utf8')).toBe(original);
    // Saving works again, through the repaired file.
    const saved = await call('saveProfile', { ...VALID_PROFILE, id: undefined, name: 'Second' });
    expect(saved).toMatchObject({ ok: true });
  });

  it('profiles of the wrong type altogether: starts with no profiles and names the kept file', async () => {
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ profiles: 'many', activeProfileId: 7 }));
    const { call } = await start();
    expect((await call('listProfiles')).value).toMatchObject({ activeId: 'demo' });
    const [notice] = (await call('getAppInfo')).value.notices as string[];
    expect(notice).toMatch(/profiles is not a list; activeProfileId is not text/);
  });

  it('a damaged part costs only that part: the language chosen is kept, OS languages that are no list are named', async () => {
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ language: 'hi', systemLanguages: 'hi-IN' }));
    const { call } = await start();
    const [notice] = (await call('getAppInfo')).value.notices as string[];
    expect(notice).toMatch(/\(systemLanguages is not a list of language tags\)/);
    expect((await call('getLanguage', { system: ['en-US'] })).value).toEqual({
      choice: 'hi',
      language: 'hi',
    });
  });

  it.each([-1, 7, 100_000, 1e300])(
    'a background sync every %s minutes, which Settings does not offer, is named and the default kept',
    async (minutes) => {
      writeFileSync(join(dir, 'config.json'), JSON.stringify({ backgroundSyncMinutes: minutes }));
      const { call } = await start();
      const [notice] = (await call('getAppInfo')).value.notices as string[];
      expect(notice).toMatch(/\(backgroundSyncMinutes is not one of 0, 5, 15, 30, 60\)/);
      expect((await call('getBackgroundSync')).value).toMatchObject({ minutes: 15 });
    },
  );

  it('a second damage in the same second never overwrites the first kept file', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    writeFileSync(join(dir, 'config.json'), 'first');
    const a = keepAside(join(dir, 'config.json'), now);
    writeFileSync(join(dir, 'config.json'), 'second');
    const b = keepAside(join(dir, 'config.json'), now);
    expect([a, b]).toEqual([
      join(dir, 'config.damaged-2026-11-23T12-00-00Z.json'),
      join(dir, 'config.damaged-2026-11-23T12-00-00Z-2.json'),
    ]);
    expect([readFileSync(a, 'utf8'), readFileSync(b, 'utf8')]).toEqual(['first', 'second']);
  });

  it('config.json is written readable by its owner only (mode 0600)', async () => {
    const { call } = await start();
    await call('saveProfile', { ...VALID_PROFILE, id: undefined });
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600);
  });
});

describe('the database', () => {
  it('damaged: kept aside with its -wal, a new one started, and the person told where the old one is', async () => {
    const db = new DatabaseSync(join(dir, DATABASE_FILE_NAME));
    db.exec('CREATE TABLE filler (x TEXT); PRAGMA user_version = 1;');
    for (let i = 0; i < 200; i++) db.prepare('INSERT INTO filler VALUES (?)').run('x'.repeat(500));
    db.close();
    // Scribble over the middle pages: the header still says SQLite, the b-tree pages do not.
    const bytes = readFileSync(join(dir, DATABASE_FILE_NAME));
    bytes.fill(0x41, 4096 * 2, 4096 * 6);
    writeFileSync(join(dir, DATABASE_FILE_NAME), bytes);
    const { call } = await start();
    const kept = files().find((f) => /^stockroom\.damaged-.*\.sqlite$/.test(f)) ?? '';
    expect(kept).not.toBe('');
    expect(readFileSync(join(dir, kept))).toEqual(bytes);
    const [notice] = (await call('getAppInfo')).value.notices as string[];
    expect(notice).toBe(
      'Stockroom’s database was damaged, so Stockroom started a new one: orders, returns, listings and feeds will be ' +
        'fetched again from the marketplace. The listing sheet and the history of uploads and changes stay in the ' +
        `damaged database, kept as ${join(dir, kept)}.`,
    );
    expect((await call('getStatus')).ok).toBe(true);
  });

  it('a file that is no database at all is kept aside the same way', () => {
    writeFileSync(join(dir, DATABASE_FILE_NAME), 'these are not the pages you are looking for');
    const opened = openCheckedDatabase(dir, [appMigrations], {
      writable: true,
      now: () => new Date('2026-11-23T12:00:00Z'),
    });
    expect(sayNotice(opened.notices[0]!)).toContain(
      join(dir, 'stockroom.damaged-2026-11-23T12-00-00Z.sqlite'),
    );
    expect(schemaVersion(opened.db, 'app')).toBe(MIGRATIONS.length);
    opened.db.close();
  });

  // A helper started on a folder it could not write and saw "0 rows": the stored sheet was not shown at all.
  it('in a folder that cannot be written: what it holds is shown from memory, and nothing appears beside it', () => {
    const older = openDatabase(dir, [appMigrations, listingsMigrations, feedsMigrations]);
    older
      .prepare(
        "INSERT INTO sync_state (profile_id, dataset, last_sync_at) VALUES ('demo', 'shipments', '2026-12-01T10:00:00Z')",
      )
      .run();
    older.exec(
      `INSERT INTO feed_products (profile_id, category, product_id, variant, title, brand, currency, in_stock,
         cod_available, product_url, first_seen_at, changed_at, synced_at)
       VALUES ('demo', 'mobiles', 'MOB1', '', 'Aurora Phone 5G', 'Aurora', 'INR', 1, 1, 'https://x.invalid/p', 'a', 'a', 'a');
       INSERT INTO feed_products_fts (rowid, title, brand) SELECT id, title, brand FROM feed_products;`,
    );
    older.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    older.close();
    rmSync(join(dir, `${DATABASE_FILE_NAME}-wal`), { force: true });
    rmSync(join(dir, `${DATABASE_FILE_NAME}-shm`), { force: true });
    const before = files();
    const opened = openCheckedDatabase(dir, [appMigrations, listingsMigrations, feedsMigrations], {
      writable: false,
    });
    expect(opened.db.prepare('SELECT profile_id, last_sync_at FROM sync_state').all()).toEqual([
      { profile_id: 'demo', last_sync_at: '2026-12-01T10:00:00Z' },
    ]);
    // A feed's search finds what was copied.
    expect(
      opened.db
        .prepare(
          "SELECT title FROM feed_products WHERE id IN (SELECT rowid FROM feed_products_fts WHERE feed_products_fts MATCH 'aurora')",
        )
        .all(),
    ).toEqual([{ title: 'Aurora Phone 5G' }]);
    // Changes live in memory: the folder's file is as it was, with no -wal or -shm made.
    opened.db.prepare("DELETE FROM sync_state WHERE profile_id = 'demo'").run();
    opened.db.close();
    expect(files()).toEqual(before);
    const again = openCheckedDatabase(dir, [appMigrations, listingsMigrations, feedsMigrations], {
      writable: false,
    });
    expect(again.db.prepare('SELECT COUNT(*) AS n FROM sync_state').get()).toEqual({ n: 1 });
    again.db.close();
  });

  it('from a newer Stockroom: refused with its sentence, and no -wal or -shm file appears', async () => {
    const db = new DatabaseSync(join(dir, DATABASE_FILE_NAME));
    // A folder of today's layout: slice versions in schema_versions, in WAL mode.
    db.exec(
      `PRAGMA journal_mode = WAL; CREATE TABLE schema_versions (slice TEXT PRIMARY KEY, version INTEGER NOT NULL);
       INSERT INTO schema_versions VALUES ('app', ${MIGRATIONS.length + 5});`,
    );
    db.close();
    const before = files();
    const error = await failure(startWebApp({ port: 0, rendererDir, argv: ['--data-dir', dir], env: {} }));
    expect(error.code).toBe('STORAGE');
    expect(error.message).toBe(
      `This data folder was written by a newer Stockroom (app schema ${MIGRATIONS.length + 5}, this version knows ${MIGRATIONS.length}). Update Stockroom to open it.`,
    );
    expect(files()).toEqual(before);
    expect(existsSync(join(dir, `${DATABASE_FILE_NAME}-wal`))).toBe(false);
  });
});
