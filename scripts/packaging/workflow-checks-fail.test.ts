import { readdirSync, readFileSync, rmSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  parseWorkflow,
  prepareShippedBinaries,
  runJob,
  standInAppImage,
  writeFeed,
  type RunnerOs,
  type Workflow,
} from './testing/stand-in-runner.ts';

/**
 * Each check of the workflows fails on a broken input, the way the runner's real tool would: the stand-ins take
 * what they install from the artifact itself, so a broken artifact, a forgotten step or a wrong package name stops
 * the run at the step that checks it, with the tool's own words.
 */
const root = join(import.meta.dirname, '../..');
const text = (name: string) => readFileSync(join(root, '.github/workflows', name), 'utf8');
const MAC_SECRETS = {
  MAC_CSC_LINK: 'mac.p12',
  MAC_CSC_KEY_PASSWORD: 'p',
  APPLE_ID: 'id',
  APPLE_APP_SPECIFIC_PASSWORD: 'p',
  APPLE_TEAM_ID: 't',
};

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

async function release(os: RunnerOs, options: { spoil?: (dist: string) => void; workflow?: Workflow } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-checks-'));
  dirs.push(dir);
  await prepareShippedBinaries(os, dir);
  const workflow = options.workflow ?? parseWorkflow(text('release.yml'));
  const entry = workflow.jobs.installers!.strategy!.matrix.include.find((m) =>
    m
      .os!.toLowerCase()
      .startsWith(os === 'macOS' ? 'macos' : os.toLowerCase() === 'linux' ? 'ubuntu' : 'windows'),
  )!;
  const run = runJob(workflow, 'installers', os, dir, {
    matrix: entry,
    secrets: MAC_SECRETS,
    ...(options.spoil ? { spoil: (workspace: string) => options.spoil!(join(workspace, 'dist')) } : {}),
  });
  const failed = run.steps.find((s) => typeof s.status === 'number' && s.status !== 0);
  return { failed: failed && { name: failed.name, stderr: failed.stderr.trim() }, run };
}
const only = (dist: string, pattern: RegExp) =>
  join(
    dist,
    readdirSync(dist).find((f) => pattern.test(f))!,
  );

describe.runIf(process.platform !== 'win32')('each release check fails on a broken input', () => {
  it('an AppImage on the legacy FUSE 2 runtime, on a runner without libfuse2: "did not start"', async () => {
    const { failed } = await release('Linux', {
      spoil: (dist) => writeFileSync(only(dist, /\.AppImage$/), standInAppImage('0.0.0')),
    });
    expect(failed?.name).toMatch(/^Linux AppImage/);
    expect(failed?.stderr).toContain('dlopen(): error loading libfuse.so.2');
    expect(failed?.stderr).toContain('The AppImage exited (127) instead of starting.');
  });

  it('a damaged deb: apt refuses it', async () => {
    const { failed } = await release('Linux', { spoil: (dist) => truncateSync(only(dist, /\.deb$/), 100) });
    expect(failed?.name).toBe('Linux deb, installed with apt and launched');
    expect(failed?.stderr).toMatch(/^E: \.\/dist\/stockroom_.*_amd64\.deb is not a Debian archive$/);
  });

  it('the smoke without the inspect fuse turned on: Playwright cannot launch the installed app', async () => {
    const workflow = parseWorkflow(
      text('release.yml').replace(
        /\n\s*sudo "\$\(command -v node\)" scripts\/packaging\/smoke-copy\.ts --in-place \/opt\/Stockroom\/stockroom/,
        '',
      ),
    );
    const { failed } = await release('Linux', { workflow });
    expect(failed?.name).toBe('Linux deb, installed with apt and launched');
    expect(failed?.stderr).toContain('electron.launch: Process failed to launch!');
  });

  it('a damaged NSIS installer fails its integrity check, and nothing is installed', async () => {
    const { failed, run } = await release('Windows', {
      spoil: (dist) => truncateSync(only(dist, /Setup-.*\.exe$/), 700),
    });
    expect(failed?.name).toBe('Windows NSIS installer, run silently (/S) for this user');
    expect(failed?.stderr).toBe('Installer integrity check has failed.');
    expect(run.calls.filter((c) => c.startsWith('launch '))).toEqual([]);
  });

  it('a damaged dmg: hdiutil cannot attach it', async () => {
    const { failed } = await release('macOS', {
      spoil: (dist) => writeFileSync(only(dist, /x64\.dmg$/), 'x'),
    });
    expect(failed?.name).toMatch(/^macOS dmgs/);
    expect(failed?.stderr).toContain('hdiutil: attach failed - image not recognized');
  });
});

describe.runIf(process.platform !== 'win32')('the draft release', () => {
  it('an installer changed on the way from its job: the feed check stops the release', () => {
    const artifacts = mkdtempSync(join(tmpdir(), 'stockroom-checks-'));
    dirs.push(artifacts);
    writeFileSync(join(artifacts, 'Stockroom-0.1.0.AppImage'), 'an AppImage');
    writeFeed(artifacts, 'latest-linux.yml', ['Stockroom-0.1.0.AppImage']);
    writeFileSync(join(artifacts, 'Stockroom-0.1.0.AppImage'), 'an AppImage, damaged');
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-checks-'));
    dirs.push(dir);
    const run = runJob(parseWorkflow(text('release.yml')), 'draft-release', 'Linux', dir, { artifacts });
    const failed = run.steps.find((s) => typeof s.status === 'number' && s.status !== 0);
    expect(failed?.name).toBe('Every file the update feeds name is there, unchanged');
    expect(failed?.stderr.trim()).toBe('Stockroom-0.1.0.AppImage is 20 bytes; latest-linux.yml says 11.');
    expect(run.calls.filter((c) => c.startsWith('gh release create'))).toEqual([]);
  });
});

describe.runIf(process.platform !== 'win32')('ci.yml: a wrong package name leaves pdftotext missing', () => {
  it.each([
    ['Linux', 'poppler-utils', 'E: Unable to locate package poppler-tools'],
    ['macOS', 'brew install poppler', 'Error: No available formula with the name "poppler-tools".'],
    ['Windows', 'choco install -y --no-progress poppler', 'The package poppler-tools was not found'],
  ] as const)('on %s', (os, right, said) => {
    const wrong = right.replace(/poppler(-utils)?$/, 'poppler-tools');
    const ci = parseWorkflow(text('ci.yml').replace(right, wrong));
    const entry = ci.jobs.test!.strategy!.matrix.include.find((m) =>
      m.os!.startsWith(os === 'macOS' ? 'macos' : os === 'Linux' ? 'ubuntu' : 'windows'),
    )!;
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-checks-'));
    dirs.push(dir);
    const run = runJob(ci, 'test', os, dir, { matrix: entry });
    const failed = run.steps.find((s) => typeof s.status === 'number' && s.status !== 0);
    expect(failed?.name).toBe('Install pdftotext');
    expect(failed?.stderr).toContain(said);
  });
});
