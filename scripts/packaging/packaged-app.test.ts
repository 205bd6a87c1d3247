import { extractAll, extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUSES } from './fuses.ts';
import { ROOT, buildInto, packDir, type PackedDir } from './pack-dir.ts';

/**
 * The app.asar's budget: 11.0 MB on 2026-11-24 (npm run pack:dir), most of it the renderer and the Demo's faker;
 * 18.8 MB on 2026-11-29 with three languages' catalogues (550 KB of text, in the backend, the screens and the listing
 * sheet's worker) and the bundled Devanagari font.
 */
const ASAR_BUDGET_BYTES = 20 * 1024 * 1024;

const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

// The whole packaging, once for the file: electron-vite's build, then electron-builder's `dir` target against a
// stand-in Electron (the real one cannot be downloaded here), with the repository's config and fuses hook.
let work: string;
let packed: PackedDir;
let files: string[];
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'stockroom-pack-'));
  packed = await packDir(buildInto(work), work);
  files = listPackage(packed.asarPath, { isPack: false });
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packaged app.asar (electron-builder --dir against a stand-in Electron)', () => {
  it('holds the main, preload and renderer bundles, and package.json main points at one of them', () => {
    expect(files).toEqual(
      expect.arrayContaining(['/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html']),
    );
    expect(files.some((f) => /^\/out\/renderer\/assets\/index-[\w-]+\.js$/.test(f))).toBe(true);
    const inside = JSON.parse(extractFile(packed.asarPath, 'package.json').toString('utf8')) as {
      main: string;
    };
    expect(files).toContain(inside.main.replace(/^\.\//, '/'));
  });

  it('holds no devDependency, test, fixture, bench or source map', () => {
    const devDeps = Object.keys(rootPackage.devDependencies);
    const devInside = files.filter((f) => devDeps.some((d) => f.includes(`/node_modules/${d}/`)));
    expect(devInside).toEqual([]);
    const junk = files.filter(
      (f) =>
        /\.map$/.test(f) ||
        /\.(test|spec|bench)\.[cm]?[jt]sx?$/.test(f) ||
        /\.test-support\./.test(f) ||
        /\/(test|tests|__tests__|fixtures?|bench|benchmarks?)\//.test(f) ||
        /^\/(src|e2e|bench|fixtures|docs|scripts)\//.test(f),
    );
    expect(junk).toEqual([]);
  });

  it(`stays within its size budget (${ASAR_BUDGET_BYTES / 1024 / 1024} MiB)`, () => {
    expect(statSync(packed.asarPath).size).toBeLessThan(ASAR_BUDGET_BYTES);
  });

  it('has its fuses flipped in the packaged binary by the afterPack hook', async () => {
    const wire = await getCurrentFuseWire(packed.executable);
    const on = (fuse: FuseV1Options) => String.fromCharCode(wire[fuse] as number) === '1';
    expect({
      runAsNode: on(FuseV1Options.RunAsNode),
      nodeOptions: on(FuseV1Options.EnableNodeOptionsEnvironmentVariable),
      inspectArguments: on(FuseV1Options.EnableNodeCliInspectArguments),
      cookieEncryption: on(FuseV1Options.EnableCookieEncryption),
      asarIntegrity: on(FuseV1Options.EnableEmbeddedAsarIntegrityValidation),
      onlyFromAsar: on(FuseV1Options.OnlyLoadAppFromAsar),
    }).toEqual({
      runAsNode: FUSES[FuseV1Options.RunAsNode],
      nodeOptions: FUSES[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
      inspectArguments: FUSES[FuseV1Options.EnableNodeCliInspectArguments],
      cookieEncryption: FUSES[FuseV1Options.EnableCookieEncryption],
      asarIntegrity: FUSES[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
      onlyFromAsar: FUSES[FuseV1Options.OnlyLoadAppFromAsar],
    });
    expect(FUSES[FuseV1Options.RunAsNode]).toBe(false);
  });

  it('gives the release smoke journey a copy whose only change is the inspect fuse Playwright needs', async () => {
    const run = spawnSync(
      process.execPath,
      [join(import.meta.dirname, 'smoke-copy.ts'), join(packed.appOutDir, '..')],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    const copy = run.stdout.trim();
    expect(copy).toMatch(/stockroom-smoke-app-.*stockroom$/);
    const [shipped, smoke] = [await getCurrentFuseWire(packed.executable), await getCurrentFuseWire(copy)];
    const changed = Object.keys(shipped).filter(
      (k) => k !== 'version' && shipped[k as never] !== smoke[k as never],
    );
    expect(changed.map(Number)).toEqual([FuseV1Options.EnableNodeCliInspectArguments]);
    rmSync(join(copy, '../..'), { recursive: true, force: true });
  });

  it('runs: its main bundle, loaded in plain Node with the fake electron, answers from the Demo backend', () => {
    const appDir = join(work, 'app');
    const dataDir = join(work, 'data');
    mkdirSync(dataDir);
    extractAll(packed.asarPath, appDir);
    const run = spawnSync(
      process.execPath,
      [join(import.meta.dirname, 'testing/run-packaged-main.ts'), appDir, dataDir],
      { encoding: 'utf8', timeout: 60_000, env: { ...process.env, STOCKROOM_FAKE_USER_DATA: dataDir } },
    );
    expect(run.stderr).not.toMatch(/Error/);
    const answer = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
      window: string;
      status: { ok: boolean; value: { profile: { name: string } } };
      block: { ok: boolean; value: { rows: { currency: string; view: string }[] } };
    };
    expect(answer.window).toBe(join(appDir, 'out/renderer/index.html'));
    expect(answer.status).toMatchObject({ ok: true, value: { profile: { name: 'Demo' } } });
    expect(answer.block.ok).toBe(true);
    expect(answer.block.value.rows.length).toBeGreaterThan(0);
    expect(answer.block.value.rows[0]).toMatchObject({ currency: 'INR', view: 'toPack' });
    // The backend wrote its database in the data folder it was given, not in the app.
    expect(statSync(join(dataDir, 'stockroom.sqlite')).size).toBeGreaterThan(0);
  }, 90_000);
});
