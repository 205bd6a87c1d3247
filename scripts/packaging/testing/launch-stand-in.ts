import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { accessSync, constants, existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The stand-in runner's `npx playwright test` (packaged smoke): what Playwright's `_electron.launch` needs of the
 * app it is given, checked as it would fail. The executable must exist and be executable, and the Electron binary
 * behind it (AppRun's `stockroom`, a .app's framework) must accept `--inspect=0`: with its
 * EnableNodeCliInspectArguments fuse off the launch fails. The stand-in binary cannot run, so nothing more is known.
 */
export async function launchProblem(executable: string): Promise<string | null> {
  if (!executable || !existsSync(executable)) return `electron.launch: no app at '${executable}'`;
  try {
    accessSync(executable, constants.X_OK);
  } catch {
    return `electron.launch: spawn ${executable} EACCES`;
  }
  const app = /^(.*\.app)\/Contents\/MacOS\/[^/]+$/.exec(executable)?.[1];
  const binary =
    app ?? (basename(executable) === 'AppRun' ? join(dirname(executable), 'stockroom') : executable);
  const wire = await getCurrentFuseWire(binary);
  if (String.fromCharCode(wire[FuseV1Options.EnableNodeCliInspectArguments] as number) !== '1')
    return 'electron.launch: Process failed to launch! (--inspect=0 refused: the EnableNodeCliInspectArguments fuse is off)';
  return null;
}

if (import.meta.main) {
  const problem = await launchProblem(process.argv[2] ?? '');
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
