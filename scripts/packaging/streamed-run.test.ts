import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { explainDistFailure } from './dist-failure.ts';
import { runStreamed } from './streamed-run.ts';

const collect = () => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return { stream, bytes: () => Buffer.concat(chunks).length };
};

describe('npm run dist passes electron-builder’s output on as it comes', () => {
  it('3 MiB of output and a failure: all of it passed on, the status kept, and the error explained', async () => {
    const out = collect();
    const err = collect();
    // As electron-builder offline after a long build: a lot of output, then the download error, then exit 1.
    const script = `
      const mib = 'x'.repeat(1024 * 1024);
      process.stdout.write(mib + mib);
      process.stderr.write(mib);
      process.stderr.write('\\n  ⨯ Get "https://github.com/electron/electron/releases/download/v45.4.1/electron-v45.4.1-linux-x64.zip": getaddrinfo ENOTFOUND github.com\\n');
      process.exitCode = 1;`;
    const result = await runStreamed(process.execPath, ['-e', script], {
      stdout: out.stream,
      stderr: err.stream,
    });
    expect(result.status).toBe(1);
    expect(out.bytes()).toBe(2 * 1024 * 1024);
    expect(err.bytes()).toBeGreaterThan(1024 * 1024);
    expect(result.stderrTail.length).toBeLessThanOrEqual(64 * 1024);
    expect(explainDistFailure(result.stderrTail)).toMatch(/^npm run dist needs internet: .*\(ENOTFOUND\)/);
  });
});
