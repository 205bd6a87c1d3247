import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../out/main/web-host.js', import.meta.url));
const BUILT_PAGE = fileURLToPath(new URL('../../out/renderer/index.html', import.meta.url));
const READY = 'STOCKROOM WEB READY ';

/** The built app on the web host, on `dir` (the command line's folder wins over STOCKROOM_DATA_DIR), at its one-time address. */
export function startWebHost(dir: string): Promise<{ child: ChildProcess; url: string }> {
  if (!existsSync(BUILT_PAGE)) throw new Error('run `npm run build` before this benchmark');
  const child = spawn(process.execPath, [CLI, '--port', '0', '--no-open', '--data-dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.startsWith(READY))
        resolve({ child, url: (JSON.parse(line.slice(READY.length)) as { url: string }).url });
    });
    child.once('exit', (code) => reject(new Error(`the web host exited with ${code}`)));
  });
}

/** Quits the host as a person would (SIGTERM) and waits for it; at once if it has already ended. */
export function stopWebHost(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
