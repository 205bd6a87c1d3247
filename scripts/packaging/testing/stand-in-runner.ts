import { FuseVersion, flipFuses } from '@electron/fuses';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import config from '../../../electron-builder.config.ts';
import { parse } from 'yaml';
import { FUSES } from '../fuses.ts';
import { writeStandInElectron } from '../stand-in-electron.ts';

/**
 * A stand-in for a GitHub runner, to execute a workflow's `run:` steps here: each step's script, with its
 * `${{ }}` expressions filled in, runs as GitHub runs a bash step (`bash --noprofile --norc -eo pipefail`), in a
 * workspace laid out like the checkout after electron-builder on that OS, with the runner's tools (npm, npx, sudo,
 * apt-get, brew, choco, hdiutil, xvfb-run, timeout, gh) as stand-ins on PATH that log their calls. The repository's
 * own scripts run for real with this Node. What it cannot know is GitHub itself: the stand-ins say what the
 * runner's tools would do, not what they do.
 */
export type RunnerOs = 'Linux' | 'Windows' | 'macOS';
const ROOT = join(import.meta.dirname, '../../..');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Job {
  steps: Step[];
  env?: Record<string, string>;
  strategy?: { matrix: { include: Record<string, string>[] } };
}
export interface Workflow {
  defaults?: { run?: { shell?: string } };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

export interface RunResult {
  /** Each step that ran, or why it did not. */
  steps: { name: string; status: number | 'skipped' | 'uses'; stderr: string }[];
  /** The stand-in tools' calls, one line each: the tool, then its arguments. */
  calls: string[];
  /** The paths an upload-artifact step would upload (relative to the workspace). */
  uploaded: string[];
  /** The workspace, and the stand-in for the runner's root folder (/opt, %LOCALAPPDATA%, …). */
  workspace: string;
  fakeRoot: string;
}

export function parseWorkflow(text: string): Workflow {
  return parse(text) as Workflow;
}

/** Runs one job's steps for one matrix entry, stopping at the first failing step (as GitHub does). */
export function runJob(
  workflow: Workflow,
  jobName: string,
  os: RunnerOs,
  dir: string,
  options: {
    matrix?: Record<string, string>;
    secrets?: Record<string, string>;
    tag?: string;
    /** Changes the laid-out workspace before the steps run: a broken artifact, to see a check fail. */
    spoil?: (workspace: string) => void;
    /** What download-artifact brings: this folder's files, into the step's `path`. */
    artifacts?: string;
  } = {},
): RunResult {
  const job = workflow.jobs[jobName];
  if (!job) throw new Error(`No job ${jobName}`);
  const workspace = join(dir, 'workspace');
  const fakeRoot = join(dir, 'root');
  const bin = join(dir, 'stand-ins');
  const log = join(dir, 'calls.log');
  const githubPath = join(dir, 'github-path');
  const githubEnv = join(dir, 'github-env');
  for (const d of [workspace, fakeRoot, bin, join(fakeRoot, 'tmp'), join(fakeRoot, 'usr/bin')])
    mkdirSync(d, { recursive: true });
  writeFileSync(log, '');
  const hostTools = linkHostTools(join(dir, 'host-tools'));
  layOut(os, workspace);
  options.spoil?.(workspace);
  writeStandIns(os, bin);

  const context: Record<string, string> = {
    'github.ref_name': options.tag ?? `v${VERSION}`,
    'github.ref': `refs/tags/${options.tag ?? `v${VERSION}`}`,
    'github.repository': 'stockroom/stockroom',
    'runner.os': os,
  };
  for (const [k, v] of Object.entries(options.matrix ?? {})) context[`matrix.${k}`] = v;
  const expand = (text: string) =>
    text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
      if (expr.startsWith('secrets.')) return options.secrets?.[expr.slice(8)] ?? '';
      if (expr in context) return context[expr]!;
      throw new Error(`The stand-in runner cannot evaluate \${{ ${expr} }}`);
    });
  const condition = (expr: string) => {
    const m = /^runner\.os\s*==\s*'(\w+)'$/.exec(expr.trim());
    if (!m) throw new Error(`The stand-in runner cannot evaluate if: ${expr}`);
    return m[1] === os;
  };

  const extraPath: string[] = [];
  const extraEnv: Record<string, string> = {};
  const result: RunResult = { steps: [], calls: [], uploaded: [], workspace, fakeRoot };
  for (const [index, step] of job.steps.entries()) {
    const name = step.name ?? step.run?.split('\n')[0] ?? step.uses ?? `step ${index}`;
    if (step.if && !condition(step.if)) {
      result.steps.push({ name, status: 'skipped', stderr: '' });
      continue;
    }
    if (step.uses) {
      if (step.uses.startsWith('actions/upload-artifact@'))
        result.uploaded.push(...globs(workspace, expand(step.with?.path ?? '')));
      if (step.uses.startsWith('actions/download-artifact@') && options.artifacts)
        cpSync(options.artifacts, join(workspace, step.with?.path ?? '.'), { recursive: true });
      result.steps.push({ name, status: 'uses', stderr: '' });
      continue;
    }
    const shell = step.shell ?? workflow.defaults?.run?.shell;
    // GitHub's default on Windows is PowerShell; only bash steps can run here, and bash is what the scripts are.
    if (shell !== 'bash' && !(os !== 'Windows' && shell === undefined))
      throw new Error(`"${name}" would not run in bash on ${os} (shell: ${shell ?? 'the default, pwsh'})`);
    const script = join(dir, `step-${index}.sh`);
    writeFileSync(script, expand(step.run ?? ''));
    const env: NodeJS.ProcessEnv = {
      PATH: [...extraPath, bin, join(fakeRoot, 'usr/bin'), dirname(process.execPath), hostTools].join(':'),
      HOME: join(fakeRoot, 'home'),
      RUNNER_OS: os,
      RUNNER_TEMP: join(fakeRoot, 'tmp'),
      GITHUB_WORKSPACE: workspace,
      GITHUB_REF_NAME: context['github.ref_name'],
      GITHUB_REPOSITORY: context['github.repository'],
      GITHUB_PATH: githubPath,
      GITHUB_ENV: githubEnv,
      LOCALAPPDATA: join(fakeRoot, 'AppData/Local'),
      STANDIN_LOG: log,
      STANDIN_ROOT: fakeRoot,
      STANDIN_BIN: bin,
      ...Object.fromEntries(
        Object.entries({ ...workflow.env, ...job.env, ...step.env }).map(([k, v]) => [k, expand(String(v))]),
      ),
      ...extraEnv,
    };
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      cwd: workspace,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    result.steps.push({ name, status: run.status ?? 1, stderr: run.stderr });
    // What a step adds to GITHUB_PATH and GITHUB_ENV holds for the steps after it; C:\ is the fake root's C/.
    for (const line of readLines(githubPath))
      extraPath.unshift(
        /^[A-Z]:\\/.test(line) ? join(fakeRoot, line[0]!, ...line.slice(3).split('\\')) : line,
      );
    for (const line of readLines(githubEnv)) {
      const at = line.indexOf('=');
      if (at > 0) extraEnv[line.slice(0, at)] = line.slice(at + 1);
    }
    writeFileSync(githubPath, '');
    writeFileSync(githubEnv, '');
    if (run.status !== 0) break;
  }
  result.calls = readLines(log);
  return result;
}

/** The shell's basic tools, linked one by one: nothing else of this machine (its pdftotext, say) is on PATH. */
const HOST_TOOLS = [
  'bash',
  'sh',
  'ls',
  'cp',
  'mv',
  'mkdir',
  'chmod',
  'rm',
  'cat',
  'basename',
  'dirname',
  'printf',
  'echo',
  'head',
  'tail',
  'grep',
  'sed',
  'env',
  'true',
  'false',
  'test',
  'uname',
  'readlink',
  'tee',
  'touch',
  'tar',
  'gzip',
  'base64',
  'mktemp',
];
function linkHostTools(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const tool of HOST_TOOLS) {
    const found = ['/usr/bin', '/bin'].map((d) => join(d, tool)).find((p) => existsSync(p));
    if (found && !existsSync(join(dir, tool))) symlinkSync(found, join(dir, tool));
  }
  return dir;
}

function readLines(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

/** `dist/*.ext` patterns (one a line) against the workspace, as upload-artifact expands them. */
function globs(workspace: string, patterns: string): string[] {
  const found: string[] = [];
  for (const pattern of patterns
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [folder, file] = [dirname(pattern), pattern.slice(dirname(pattern).length + 1)];
    const re = new RegExp(`^${file.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    const where = join(workspace, folder);
    if (existsSync(where)) for (const f of readdirSync(where)) if (re.test(f)) found.push(`${folder}/${f}`);
  }
  return found.sort();
}

/** An Electron binary stand-in with the shipped fuses (fuses.ts), as electron-builder's afterPack leaves it. */
async function shippedBinary(path: string): Promise<void> {
  const standIn = writeStandInElectron(
    join(dirname(path), `.electron-${Math.random().toString(36).slice(2)}`),
  );
  mkdirSync(dirname(path), { recursive: true });
  cpSync(join(standIn, 'electron'), path);
  await flipFuses(path, { ...FUSES, version: FuseVersion.V1 });
}

/** Waits for the binaries' fuses: called once per workspace, before runJob. */
export async function prepareShippedBinaries(os: RunnerOs, dir: string): Promise<void> {
  const dist = join(dir, 'workspace/dist');
  const frameworks = (app: string) =>
    join(app, 'Contents/Frameworks/Electron Framework.framework/Electron Framework');
  if (os === 'Linux') await shippedBinary(join(dist, 'linux-unpacked/stockroom'));
  if (os === 'Windows') await shippedBinary(join(dist, 'win-unpacked/Stockroom.exe'));
  if (os === 'macOS')
    for (const mac of ['mac', 'mac-arm64']) await shippedBinary(frameworks(join(dist, mac, 'Stockroom.app')));
}

/**
 * The checkout after `npm run dist` on each OS: electron-builder's output names, with stand-in contents. Each
 * installer holds its app as the real one does (the deb and the dmg as a tar of what they install, the NSIS .exe its
 * payload after the script), so a broken installer fails to install, and what is installed is what it held.
 */
function layOut(os: RunnerOs, workspace: string): void {
  const dist = join(workspace, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(workspace, 'package.json'), readFileSync(join(ROOT, 'package.json')));
  for (const linked of ['scripts', 'node_modules', 'electron-builder.config.ts'])
    if (!existsSync(join(workspace, linked))) symlinkSync(join(ROOT, linked), join(workspace, linked));
  const file = (name: string, text: string | Buffer = `stand-in ${name}\n`, mode = 0o644) => {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text, { mode });
  };
  // Jobs that build nothing (ci.yml, the draft release) get no installers: prepareShippedBinaries was not called.
  const unpacked = { Linux: 'linux-unpacked', Windows: 'win-unpacked', macOS: 'mac' }[os];
  if (!existsSync(join(dist, unpacked))) return;
  const tarOf = (dir: string, ...entries: string[]) =>
    execFileSync('tar', ['-czf', '-', '-C', dir, ...entries], { maxBuffer: 1 << 28 });
  if (os === 'Linux') {
    file(`Stockroom-${VERSION}.AppImage`, standInAppImage(config.toolsets?.appimage ?? '0.0.0'), 0o644);
    // The deb installs the app under /opt/Stockroom.
    const staged = join(workspace, '.deb-root');
    mkdirSync(join(staged, 'opt'), { recursive: true });
    cpSync(join(dist, 'linux-unpacked'), join(staged, 'opt/Stockroom'), { recursive: true });
    file(`stockroom_${VERSION}_amd64.deb`, tarOf(staged, 'opt'));
    writeFeed(dist, 'latest-linux.yml', [`Stockroom-${VERSION}.AppImage`, `stockroom_${VERSION}_amd64.deb`]);
  } else if (os === 'Windows') {
    const script = NSIS.replace('__PAYLOAD_LINE__', String(NSIS.split('\n').length));
    file(
      `Stockroom-Setup-${VERSION}.exe`,
      Buffer.concat([Buffer.from(script), tarOf(join(dist, 'win-unpacked'), '.')]),
      0o755,
    );
    file(`Stockroom-Setup-${VERSION}.exe.blockmap`);
    writeFeed(dist, 'latest.yml', [`Stockroom-Setup-${VERSION}.exe`]);
  } else {
    for (const arch of ['x64', 'arm64']) {
      const app = join(dist, arch === 'x64' ? 'mac' : 'mac-arm64', 'Stockroom.app');
      mkdirSync(join(app, 'Contents/MacOS'), { recursive: true });
      writeFileSync(join(app, 'Contents/MacOS/Stockroom'), '', { mode: 0o755 });
      file(`Stockroom-${VERSION}-${arch}.dmg`, tarOf(dirname(app), 'Stockroom.app'));
      // electron-builder leaves the default arch (x64) out of the zip's name.
      file(`Stockroom-${VERSION}${arch === 'x64' ? '' : `-${arch}`}-mac.zip`);
    }
    writeFeed(dist, 'latest-mac.yml', [`Stockroom-${VERSION}-mac.zip`, `Stockroom-${VERSION}-arm64-mac.zip`]);
  }
}

/** An update feed as electron-builder writes it: each file's url, sha512 (base64) and size. */
export function writeFeed(folder: string, name: string, files: string[]): void {
  const entries = files.map((url) => {
    const bytes = readFileSync(join(folder, url));
    const sha512 = createHash('sha512').update(bytes).digest('base64');
    return `  - url: ${url}\n    sha512: ${sha512}\n    size: ${bytes.length}\n`;
  });
  writeFileSync(join(folder, name), `version: ${VERSION}\nfiles:\n${entries.join('')}`);
}

/**
 * The AppImage stand-in, by its runtime (electron-builder's toolsets.appimage): the legacy one (0.0.0) dlopens
 * libfuse.so.2 and stops without it, with the real runtime's words; the static one needs nothing. Started, it
 * stands for a running app (exit 0: it would run until stopped); --appimage-extract unpacks linux-unpacked with an
 * AppRun, as the real runtime does.
 */
export function standInAppImage(toolset: string): string {
  const fuse2 = toolset === '0.0.0';
  return `#!/bin/bash
echo "appimage $*" >> "$STANDIN_LOG"
if [ "$1" = --appimage-extract ]; then
  cp -R "$GITHUB_WORKSPACE/dist/linux-unpacked" squashfs-root
  printf '#!/bin/bash\\nexec "$(dirname "$0")/stockroom" "$@"\\n' > squashfs-root/AppRun
  chmod +x squashfs-root/AppRun
  exit 0
fi
${
  fuse2
    ? `if [ ! -e "$STANDIN_ROOT/usr/lib/x86_64-linux-gnu/libfuse.so.2" ]; then
  printf 'dlopen(): error loading libfuse.so.2\\n\\nAppImages require FUSE to run.\\n' >&2; exit 127
fi`
    : ''
}
exit 0
`;
}

/**
 * The NSIS stand-in: /S installs its payload (the tar after the script) for this user, where electron-builder's
 * per-user installer does; a damaged payload fails NSIS's own integrity check.
 */
const NSIS = `#!/bin/bash
# Git Bash converts a lone /X argument to a path (X:/) for Windows programs, unless MSYS_NO_PATHCONV is set.
if [ -z "$MSYS_NO_PATHCONV" ]; then args=(); for a in "$@"; do [[ "$a" =~ ^/[A-Za-z]$ ]] && a="\${a:1}:/"; args+=("$a"); done; set -- "\${args[@]}"; fi
echo "nsis $*" >> "$STANDIN_LOG"
[ "$1" = /S ] || { echo "not silent: would wait for a person" >&2; exit 1; }
to="$LOCALAPPDATA/Programs/Stockroom"
mkdir -p "$to"
tail -n +__PAYLOAD_LINE__ "$0" | tar -xzf - -C "$to" 2>/dev/null || { echo "Installer integrity check has failed." >&2; exit 2; }
exit 0
`;

function writeStandIns(os: RunnerOs, bin: string): void {
  const tool = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/bash\necho "${name} $*" >> "$STANDIN_LOG"\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  // Absolute paths a step names on the runner (/opt) live under the fake root here.
  const onHost = `host() { case "$1" in /opt/*) echo "$STANDIN_ROOT$1" ;; *) echo "$1" ;; esac; }`;
  const installPdftotext = `printf '#!/bin/bash\\necho "pdftotext $*" >> "$STANDIN_LOG"\\n' > "$1"; chmod +x "$1"`;
  tool(
    'npm',
    `case "$1" in
  ci|run) exit 0 ;;
  test) command -v pdftotext >/dev/null || { echo "pdftotext: command not found (e2e/pick-list.spec.ts)" >&2; exit 1; } ;;
  *) echo "npm $1: not stood in" >&2; exit 1 ;;
esac`,
  );
  tool(
    'npx',
    `${onHost}
if [ "$1" = playwright ]; then
  exe=$(host "$STOCKROOM_EXECUTABLE")
  node "$GITHUB_WORKSPACE/scripts/packaging/testing/launch-stand-in.ts" "$exe" || exit 1
  echo "launch $exe" >> "$STANDIN_LOG"
  exit 0
fi
echo "npx $1: not stood in" >&2; exit 1`,
  );
  tool(
    'sudo',
    `${onHost}
args=(); for a in "$@"; do args+=("$(host "$a")"); done
exec "\${args[@]}"`,
  );
  tool('sysctl', 'exit 0');
  tool(
    'apt-get',
    `[ "$1" = update ] && exit 0
for a in "$@"; do
  case "$a" in
    -*|install) ;;
    ./*.deb)
      [ -f "$a" ] || { echo "E: Unsupported file $a given on commandline" >&2; exit 100; }
      tar -xzf "$a" -C "$STANDIN_ROOT" 2>/dev/null || { echo "E: $a is not a Debian archive" >&2; exit 100; } ;;
    poppler-utils) installPdftotext() { ${installPdftotext}; }; installPdftotext "$STANDIN_ROOT/usr/bin/pdftotext" ;;
    libfuse2t64) mkdir -p "$STANDIN_ROOT/usr/lib/x86_64-linux-gnu"; touch "$STANDIN_ROOT/usr/lib/x86_64-linux-gnu/libfuse.so.2" ;;
    *) echo "E: Unable to locate package $a" >&2; exit 100 ;;
  esac
done`,
  );
  tool('xvfb-run', `[ "$1" = --auto-servernum ] && shift; "$@"`);
  // A stand-in app that started exits 0 (it would run until stopped): timeout's 124. One that could not start
  // exits with its own status, which timeout passes on, as the real one does for a command that ended in time.
  tool(
    'timeout',
    'shift; status=0; "$@" >/dev/null || status=$?; [ "$status" -eq 0 ] && exit 124; exit "$status"',
  );
  // GitHub's releases, as folders under the fake root: `view` fails for a tag with no release, as gh does.
  tool(
    'gh',
    `releases="$STANDIN_ROOT/github-releases"
case "$1 $2" in
  "release view") [ -d "$releases/$3" ] || { echo "release not found" >&2; exit 1; } ;;
  "release create")
    [ -d "$releases/$3" ] && { echo "a release with the same tag name already exists: $3" >&2; exit 1; }
    mkdir -p "$releases/$3" ;;
  "release upload") [ -d "$releases/$3" ] || { echo "release not found" >&2; exit 1; } ;;
  *) echo "gh $1 $2: not stood in" >&2; exit 1 ;;
esac`,
  );
  if (os === 'macOS') {
    tool('uname', `[ "$1" = -m ] && echo arm64 || echo Darwin`);
    tool(
      'brew',
      `installPdftotext() { ${installPdftotext}; }
[ "$2" = poppler ] || { echo "Error: No available formula with the name \\"$2\\"." >&2; exit 1; }
installPdftotext "$STANDIN_BIN/pdftotext"`,
    );
    tool('softwareupdate', 'exit 0');
    tool(
      'hdiutil',
      `case "$1" in
  attach)
    [ -f "$2" ] || { echo "hdiutil: attach failed - No such file or directory" >&2; exit 1; }
    mount=""; prev=""; for a in "$@"; do [ "$prev" = -mountpoint ] && mount="$a"; prev="$a"; done
    mkdir -p "$mount"
    tar -xzf "$2" -C "$mount" 2>/dev/null || { rm -rf "$mount"; echo "hdiutil: attach failed - image not recognized" >&2; exit 1; } ;;
  detach) rm -rf "$2" ;;
esac`,
    );
  }
  if (os === 'Windows')
    tool(
      'choco',
      `installPdftotext() { ${installPdftotext}; }
for a in "$@"; do case "$a" in
  install|-*) ;;
  poppler) installPdftotext "$STANDIN_BIN/pdftotext" ;;
  *) echo "The package $a was not found with the source(s) listed." >&2; exit 1 ;;
esac; done`,
    );
}
