import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The web host as `npm run build` bundles it: journeys run what `npm start` runs, not the sources. */
const WEB_HOST = 'out/main/web-host.js';

/** What the web host prints once it listens, before the JSON of its address. */
const WEB_READY = 'STOCKROOM WEB READY ';

/** Starts a command (with `env` added to this process's) and resolves with the JSON after `marker` on its stdout. */
export function startProcess(
  args: string[],
  marker: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; ready: Record<string, unknown> }> {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, STOCKROOM_DATA_DIR: '', ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith(marker))
        resolve({ child, ready: JSON.parse(line.slice(marker.length)) as Record<string, unknown> });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${stderr}`)));
  });
}

/** Starts the built web host on `dataDir`, as `npm start` would without opening a browser. */
export function startWebHost(dataDir: string, env: Record<string, string> = {}) {
  return startProcess([WEB_HOST, '--port', '0', '--no-open', '--data-dir', dataDir], WEB_READY, env);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
