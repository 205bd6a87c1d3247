import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/** How much of the end of stderr is kept to explain a failure: electron-builder's error is its last lines. */
const TAIL_BYTES = 64 * 1024;

/**
 * Runs a program with its output passed on as it comes (a job that times out has printed all it got to), with no
 * limit on its size (spawnSync's buffer stops a build past 1 MiB with ENOBUFS). Keeps only stderr's last 64 KiB,
 * for the one-sentence explanation.
 */
export function runStreamed(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; stdout?: Writable; stderr?: Writable } = {},
): Promise<{ status: number; stderrTail: string }> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let tail = Buffer.alloc(0);
    child.stdout.pipe(stdout, { end: false });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr.write(chunk);
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > TAIL_BYTES) tail = tail.subarray(tail.length - TAIL_BYTES);
    });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ status: code ?? (signal ? 1 : 0), stderrTail: tail.toString('utf8') }),
    );
  });
}
