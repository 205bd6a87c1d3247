import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signingEnv } from './signing-env.ts';
import {
  parseWorkflow,
  prepareShippedBinaries,
  runJob,
  writeFeed,
  type RunnerOs,
  type Workflow,
} from './testing/stand-in-runner.ts';

/**
 * Both workflows' `run:` steps, executed here as GitHub runs them (bash -eo pipefail) in each OS's folder layout,
 * with the runner's tools stood in (scripts/packaging/testing/stand-in-runner.ts). The repository's own scripts
 * (tag check, fuses read-back, the smoke copy) run for real.
 */
const root = join(import.meta.dirname, '../..');
const workflow = (name: string): Workflow =>
  parseWorkflow(readFileSync(join(root, '.github/workflows', name), 'utf8'));
const PLATFORM: Record<RunnerOs, NodeJS.Platform> = { Linux: 'linux', Windows: 'win32', macOS: 'darwin' };
const osOf = (runsOn: string): RunnerOs =>
  runsOn.startsWith('windows') ? 'Windows' : runsOn.startsWith('macos') ? 'macOS' : 'Linux';

let dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-workflow-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const failures = (steps: { name: string; status: number | string; stderr: string }[]) =>
  steps.filter((s) => typeof s.status === 'number' && s.status !== 0).map((s) => `${s.name}: ${s.stderr}`);

const release = workflow('release.yml');
/**
 * The stand-in runner executes bash scripts on POSIX paths: it runs here and on the Linux and macOS runners. On the
 * Windows runner the same steps run for real in CI itself, which is the stronger check there.
 */
const posixHost = process.platform !== 'win32';
const matrix = release.jobs.installers!.strategy!.matrix.include;
/** The secrets a Mac release needs (signing-env.ts); the stand-ins sign nothing. */
const MAC_SECRETS = {
  MAC_CSC_LINK: 'mac.p12',
  MAC_CSC_KEY_PASSWORD: 'mac-pass',
  APPLE_ID: 'id',
  APPLE_APP_SPECIFIC_PASSWORD: 'app-pass',
  APPLE_TEAM_ID: 'team',
};

describe.runIf(posixHost)(
  'release.yml, each step run in bash -eo pipefail on a stand-in of each runner',
  () => {
    it.each(matrix.map((m) => [osOf(m.os!), m] as const))(
      'on %s: builds, reads the fuses back, installs and launches what a user gets, and uploads it',
      async (os, entry) => {
        const dir = tempDir();
        await prepareShippedBinaries(os, dir);
        const run = runJob(release, 'installers', os, dir, { matrix: entry, secrets: MAC_SECRETS });
        expect(failures(run.steps)).toEqual([]);
        expect(run.steps.filter((s) => s.status === 0).map((s) => s.name)).toEqual(
          expect.arrayContaining([
            'The tag names the version in package.json',
            'Build the installers (electron-builder downloads Electron)',
            'Read back the shipped fuses',
          ]),
        );
        const launched = run.calls.filter((c) => c.startsWith('launch ')).map((c) => c.slice(7));
        const expected: Record<RunnerOs, string[]> = {
          Linux: [
            join(run.fakeRoot, 'opt/Stockroom/stockroom'),
            join(run.fakeRoot, 'tmp/squashfs-root/AppRun'),
          ],
          Windows: [join(run.fakeRoot, 'AppData/Local/Programs/Stockroom/Stockroom.exe')],
          // Both architectures: the x64 app under Rosetta on the Apple-silicon runner.
          macOS: ['arm64', 'x64'].map((arch) =>
            join(run.fakeRoot, `tmp/${arch}/Stockroom.app/Contents/MacOS/Stockroom`),
          ),
        };
        expect(launched).toEqual(expected[os]);
        // What was launched is the installed app with the inspect fuse on (Playwright's way in), and only that.
        const binary: Record<RunnerOs, string[]> = {
          Linux: [
            join(run.fakeRoot, 'opt/Stockroom/stockroom'),
            join(run.fakeRoot, 'tmp/squashfs-root/stockroom'),
          ],
          Windows: expected.Windows,
          macOS: ['arm64', 'x64'].map((arch) => join(run.fakeRoot, `tmp/${arch}/Stockroom.app`)),
        };
        for (const file of binary[os]) {
          const wire = await getCurrentFuseWire(file);
          expect(String.fromCharCode(wire[FuseV1Options.EnableNodeCliInspectArguments] as number), file).toBe(
            '1',
          );
          expect(String.fromCharCode(wire[FuseV1Options.RunAsNode] as number), file).toBe('0');
        }
        const uploads: Record<RunnerOs, RegExp[]> = {
          Linux: [/\.AppImage$/, /_amd64\.deb$/, /latest-linux\.yml$/],
          Windows: [/Setup-.*\.exe$/, /\.exe\.blockmap$/, /latest\.yml$/],
          macOS: [/x64\.dmg$/, /arm64\.dmg$/, /\d-mac\.zip$/, /arm64-mac\.zip$/, /latest-mac\.yml$/],
        };
        for (const pattern of uploads[os])
          expect(run.uploaded).toContainEqual(expect.stringMatching(pattern));
        if (os === 'Linux') {
          // The sandbox as users have it: user namespaces restricted, never relaxed for the test.
          expect(run.calls).toContain('sysctl -w kernel.apparmor_restrict_unprivileged_userns=1');
          expect(run.calls.join('\n')).not.toMatch(/apparmor_restrict_unprivileged_userns=0/);
          expect(run.calls).toContainEqual(
            expect.stringMatching(/^apt-get install .*\.\/dist\/stockroom_.*_amd64\.deb/),
          );
          expect(run.calls).toContainEqual(expect.stringMatching(/^appimage --data-dir /));
        }
        if (os === 'Windows') expect(run.calls).toContainEqual('nsis /S');
      },
    );

    it('stops at once when the tag does not name package.json’s version, saying so', async () => {
      const dir = tempDir();
      await prepareShippedBinaries('Linux', dir);
      const run = runJob(release, 'installers', 'Linux', dir, { matrix: matrix[0]!, tag: 'v9.9.9' });
      const failed = run.steps.find((s) => s.status !== 0 && typeof s.status === 'number');
      expect(failed?.name).toBe('The tag names the version in package.json');
      expect(failed?.stderr).toMatch(/The tag v9\.9\.9 does not match package\.json's version \d+\.\d+\.\d+/);
      expect(run.calls.some((c) => c.startsWith('npm run dist'))).toBe(false);
    });

    it('a real fuse that is off in the shipped app stops the release', async () => {
      const dir = tempDir();
      await prepareShippedBinaries('Windows', dir);
      // As if afterPack had not run: Electron's default wire (run-as-node on).
      const { writeStandInElectron } = await import('./stand-in-electron.ts');
      const { cpSync } = await import('node:fs');
      const fresh = writeStandInElectron(join(dir, 'fresh'));
      const entry = matrix.find((m) => m.os!.startsWith('windows'))!;
      const run0 = () => runJob(release, 'installers', 'Windows', dir, { matrix: entry });
      cpSync(join(fresh, 'electron'), join(dir, 'workspace/dist/win-unpacked/Stockroom.exe'));
      // layOut runs inside runJob and leaves the binary as copied above.
      const run = run0();
      const failed = run.steps.find((s) => typeof s.status === 'number' && s.status !== 0);
      expect(failed?.name).toBe('Read back the shipped fuses');
      expect(failed?.stderr).toMatch(/RunAsNode is on, should be off/);
    });

    /** What the installers jobs uploaded, as download-artifact brings it: here Linux's files and feed. */
    const artifacts = () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'Stockroom-0.1.0.AppImage'), 'an AppImage');
      writeFileSync(join(dir, 'stockroom_0.1.0_amd64.deb'), 'a deb');
      writeFeed(dir, 'latest-linux.yml', ['Stockroom-0.1.0.AppImage', 'stockroom_0.1.0_amd64.deb']);
      return dir;
    };

    it('the draft release gets every installer and the update feed; a rerun replaces them', () => {
      const dir = tempDir();
      const run = runJob(release, 'draft-release', 'Linux', dir, { artifacts: artifacts() });
      expect(failures(run.steps)).toEqual([]);
      expect(run.calls).toContainEqual(
        expect.stringMatching(
          /^gh release create v\d+\.\d+\.\d+ installers\/Stockroom-0\.1\.0\.AppImage installers\/latest-linux\.yml installers\/stockroom_0\.1\.0_amd64\.deb --repo stockroom\/stockroom --draft --title /,
        ),
      );
      // The first run's draft exists: a rerun uploads again instead of failing at create.
      const rerun = runJob(release, 'draft-release', 'Linux', dir, { artifacts: artifacts() });
      expect(failures(rerun.steps)).toEqual([]);
      expect(rerun.calls).toContainEqual(
        expect.stringMatching(
          /^gh release upload v[\d.]+ installers\/Stockroom-0\.1\.0\.AppImage .*--clobber$/,
        ),
      );
      expect(rerun.calls.filter((c) => c.startsWith('gh release create'))).toEqual([]);
    });

    it('a pre-release tag drafts a pre-release, never a full release offered to everyone', () => {
      const run = runJob(release, 'draft-release', 'Linux', tempDir(), {
        tag: 'v1.2.0-beta.1',
        artifacts: artifacts(),
      });
      expect(failures(run.steps)).toEqual([]);
      expect(run.calls).toContainEqual(
        expect.stringMatching(/^gh release create v1\.2\.0-beta\.1 .*--draft --prerelease /),
      );
    });

    it('only the draft job may write to the repository', () => {
      expect((release as { permissions?: unknown }).permissions).toEqual({ contents: 'read' });
      const jobs = release.jobs as Record<string, { permissions?: unknown }>;
      expect(jobs['installers']!.permissions).toBeUndefined();
      expect(jobs['draft-release']!.permissions).toEqual({ contents: 'write' });
    });

    it('a tag without the Apple secrets stops the macOS job before building, naming them', async () => {
      const dir = tempDir();
      await prepareShippedBinaries('macOS', dir);
      const entry = matrix.find((m) => m.os!.startsWith('macos'))!;
      const run = runJob(release, 'installers', 'macOS', dir, {
        matrix: entry,
        secrets: { MAC_CSC_LINK: 'mac.p12', MAC_CSC_KEY_PASSWORD: 'mac-pass' },
      });
      const failed = run.steps.find((s) => typeof s.status === 'number' && s.status !== 0);
      expect(failed?.name).toBe('The Mac build can be signed and notarised');
      expect(failed?.stderr.trim()).toBe(
        'The Mac build is not released unsigned: set the repository secrets APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, ' +
          'APPLE_TEAM_ID. Without them the app could never install an update (Squirrel.Mac refuses unsigned apps) ' +
          'and Gatekeeper would block its first launch.',
      );
      expect(run.calls.some((c) => c.startsWith('npm run dist'))).toBe(false);
    });

    it('the deb smoke runs with user namespaces already restricted, and no libfuse2 is installed', async () => {
      const dir = tempDir();
      await prepareShippedBinaries('Linux', dir);
      const run = runJob(release, 'installers', 'Linux', dir, { matrix: matrix[0]! });
      const restricted = run.calls.indexOf('sysctl -w kernel.apparmor_restrict_unprivileged_userns=1');
      const deb = run.calls.findIndex((c) => /^apt-get install .*\.deb/.test(c));
      expect(restricted).toBeGreaterThanOrEqual(0);
      expect(restricted).toBeLessThan(deb);
      expect(run.calls.join('\n')).not.toMatch(/libfuse/);
    });
  },
);

describe('the actions', () => {
  it('every action is on a major that runs on Node 24', () => {
    const uses = ['ci.yml', 'release.yml'].flatMap((name) =>
      Object.values(workflow(name).jobs).flatMap((job) => job.steps.flatMap((s) => (s.uses ? [s.uses] : []))),
    );
    const NODE24: Record<string, number> = {
      'actions/checkout': 6,
      'actions/setup-node': 6,
      'actions/upload-artifact': 7,
      'actions/download-artifact': 8,
    };
    for (const use of uses) {
      const [action, version] = use.split('@') as [string, string];
      expect(NODE24[action], `${use}: which major runs on Node 24?`).toBeDefined();
      expect(Number(version.replace(/^v/, '')), use).toBeGreaterThanOrEqual(NODE24[action]!);
    }
  });
});

describe('signing: each OS gets its own secrets, and only those that are set', () => {
  const distStep = release.jobs.installers!.steps.find((s) => s.run?.startsWith('npm run dist'))!;
  const stepEnv = (secrets: Record<string, string>) => {
    const all = {
      ...(release as { env?: Record<string, string> }).env,
      ...release.jobs.installers!.env,
      ...distStep.env,
    };
    return Object.fromEntries(
      Object.entries(all).map(([k, v]) => [
        k,
        String(v).replace(/\$\{\{\s*secrets\.(\w+)\s*\}\}/g, (_, s: string) => secrets[s] ?? ''),
      ]),
    );
  };

  it('the workflow names no electron-builder signing variable itself (dist.ts does, per OS)', () => {
    const names = [
      ...Object.keys((release as { env?: object }).env ?? {}),
      ...Object.keys(release.jobs.installers!.env ?? {}),
      ...release.jobs.installers!.steps.flatMap((s) => Object.keys(s.env ?? {})),
    ];
    expect(names).not.toContain('CSC_LINK');
    expect(names).not.toContain('CSC_KEY_PASSWORD');
  });

  it('with no secrets set, no signing variable reaches electron-builder, and macOS builds unsigned', () => {
    const env = stepEnv({});
    for (const os of ['Linux', 'Windows', 'macOS'] as const) {
      const out = signingEnv(PLATFORM[os], env);
      for (const name of ['CSC_LINK', 'CSC_KEY_PASSWORD', 'WIN_CSC_LINK', 'APPLE_ID', 'APPLE_TEAM_ID'])
        expect(out[name], `${os} ${name}`).toBeUndefined();
      expect(Object.values(out).filter((v) => v === '')).toEqual([]);
    }
    expect(signingEnv('darwin', env).CSC_IDENTITY_AUTO_DISCOVERY).toBe('false');
  });

  it('with secrets set, Windows never gets the Apple certificate, and macOS never the Windows one', () => {
    const env = stepEnv({
      MAC_CSC_LINK: 'mac.p12',
      MAC_CSC_KEY_PASSWORD: 'mac-pass',
      WIN_CSC_LINK: 'win.pfx',
      WIN_CSC_KEY_PASSWORD: 'win-pass',
      APPLE_ID: 'id',
      APPLE_APP_SPECIFIC_PASSWORD: 'app-pass',
      APPLE_TEAM_ID: 'team',
    });
    const win = signingEnv('win32', env);
    expect([win.WIN_CSC_LINK, win.WIN_CSC_KEY_PASSWORD, win.CSC_LINK, win.APPLE_ID]).toEqual([
      'win.pfx',
      'win-pass',
      undefined,
      undefined,
    ]);
    expect(Object.values(win)).not.toContain('mac.p12');
    const mac = signingEnv('darwin', env);
    expect([mac.CSC_LINK, mac.CSC_KEY_PASSWORD, mac.APPLE_TEAM_ID, mac.WIN_CSC_LINK]).toEqual([
      'mac.p12',
      'mac-pass',
      'team',
      undefined,
    ]);
    expect(mac.CSC_IDENTITY_AUTO_DISCOVERY).toBeUndefined();
    const linux = signingEnv('linux', env);
    expect(Object.values(linux)).not.toContain('mac.p12');
    expect(Object.values(linux)).not.toContain('win.pfx');
  });

  it('a Windows-only certificate gives macOS an unsigned build, not a failed one', () => {
    const mac = signingEnv('darwin', stepEnv({ WIN_CSC_LINK: 'win.pfx' }));
    expect(mac.CSC_LINK).toBeUndefined();
    expect(mac.CSC_IDENTITY_AUTO_DISCOVERY).toBe('false');
  });
});

describe.runIf(posixHost)('ci.yml, each step run in bash -eo pipefail on a stand-in of each runner', () => {
  const ci = workflow('ci.yml');
  it.each(ci.jobs.test!.strategy!.matrix.include.map((m) => [osOf(m.os!), m] as const))(
    'on %s: pdftotext is installed before npm test, which the pick-list journey needs',
    (os, entry) => {
      const dir = tempDir();
      const run = runJob(ci, 'test', os, dir, { matrix: entry });
      expect(failures(run.steps)).toEqual([]);
      expect(run.steps.at(-1)).toMatchObject({ name: 'npm test', status: 0 });
    },
  );
});
